import { describe, expect, it } from 'vitest';
import { paths } from './paths';

describe('paths', () => {
  it('fills route parameters, escaping them', () => {
    expect(paths.job.driver.profile.getHref({ haulId: 'h 1', driverId: 'd/2' })).toBe(
      '/job/h%201/driver/profile/d%2F2',
    );
    expect(paths.messenger.chat.getHref({ chatId: '42' })).toBe('/messenger/42');
  });

  it('builds quote:origin with its optional parameters in the query string', () => {
    expect(paths.quote.origin.getHref()).toBe('/quote/origin');
    expect(paths.quote.origin.getHref({ noSpecFound: true, prefilledSpec: 'air seeder' })).toBe(
      '/quote/origin?noSpecFound=true&prefilledSpec=air+seeder',
    );
  });

  it('builds the login address with its view and where to go next', () => {
    expect(paths.login.getHref()).toBe('/login');
    expect(paths.login.getHref({ view: 'register' })).toBe('/login?view=register');
    expect(paths.login.getHref({ next: '/user/information?tab=1' })).toBe(
      '/login?next=%2Fuser%2Finformation%3Ftab%3D1',
    );
  });
});
