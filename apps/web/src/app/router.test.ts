import { matchRoutes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { routes } from './router';

// One address per route of spec section 2 (parameters filled with samples).
const SPEC_URLS = [
  '/',
  '/dashboard',
  '/quote',
  '/quote/origin',
  '/quote/destination',
  '/quote/confirm',
  '/quote/load',
  '/quote/post',
  '/post/success',
  '/job/h1',
  '/job/h1/detail',
  '/job/h1/map',
  '/job/h1/pictures',
  '/job/h1/boost',
  '/job/h1/accept',
  '/job/h1/notinterested',
  '/job/h1/delete',
  '/job/h1/complete',
  '/job/h1/bid',
  '/job/h1/bids',
  '/job/h1/shipper',
  '/job/h1/driver',
  '/job/h1/driver/profile/d1',
  '/job/h1/driver/confirm',
  '/job/h1/driver/reject',
  '/user/verify/u1/c0de',
  '/user/reset/c0de',
  '/user/new/',
  '/user',
  '/user/information',
  '/user/password',
  '/user/driver',
  '/user/driver/info',
  '/user/driver/vehicles',
  '/user/driver/u1/vehicles',
  '/register/driver',
  '/register/driver/regions',
  '/login',
  '/search-jobs',
  '/jobs/history',
  '/shipper/jobs',
  '/referral',
  '/referral/share',
  '/referral/share/email',
  '/referral/share/text',
  '/referral/share/link',
  '/referral/share/native',
  '/messenger',
  '/messenger/c1',
];

const leafPath = (url: string) => matchRoutes(routes, url)?.at(-1)?.route.path;

describe('routes', () => {
  it.each(SPEC_URLS)('serves %s with its own screen, not the not-found page', (url) => {
    expect(matchRoutes(routes, url)).not.toBeNull();
    expect(leafPath(url)).not.toBe('*');
  });

  it('sends an unknown address to the not-found page', () => {
    expect(leafPath('/no/such/page')).toBe('*');
  });
});
