import { HaulSchema, UserSchema } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTempUser, latestEmailTo, makeStaff, registerUser } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { makeQuotedHaul, TRACTOR_QUOTE } from '../../testing/hauls';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(() => app.close());

const quoteFor = (key: string) => makeQuotedHaul(app, key);

/** The haul id and share code in the emailed link. */
const sharedLink = async (to: string) => {
  const { link } = await latestEmailTo(app, to);
  const url = new URL(link);
  return {
    haul_id: url.searchParams.get('haul_id') ?? '',
    code: url.searchParams.get('share') ?? '',
    path: url.pathname,
  };
};
/** The claim's body is the link's two query values (the path is where the link opens, not part of the claim). */
const claimBody = ({ haul_id, code }: { haul_id: string; code: string }) => ({ haul_id, code });

describe('GET /haul/{id}/', () => {
  it('shows a haul to its shipper and staff, and to nobody else', async () => {
    const owner = await registerUser(app);
    const haul = await quoteFor(owner.key);
    const get = (key: string) => app.inject({ method: 'GET', url: `/api/haul/${haul.id}/`, headers: auth(key) });
    expect(HaulSchema.parse((await get(owner.key)).json()).id).toBe(haul.id);
    expect((await get((await makeStaff(app)).key)).statusCode).toBe(200);
    expect((await get((await registerUser(app)).key)).statusCode).toBe(404);
    const badId = await app.inject({ method: 'GET', url: '/api/haul/not-a-uuid/', headers: auth(owner.key) });
    expect(badId.statusCode).toBe(400);
  });
});

describe('sharing a quote by email', () => {
  it('emails the quote with a link whose recipient claims a draft copy of their own', async () => {
    const sender = await createTempUser(app);
    const haul = await quoteFor(sender.key);
    const shared = await app.inject({
      method: 'POST',
      url: `/api/haul/${haul.id}/share/`,
      headers: auth(sender.key),
      payload: { email: 'Neighbour@Example.com' },
    });
    expect(shared.statusCode).toBe(200);
    const email = await latestEmailTo(app, 'neighbour@example.com');
    expect(email.subject).toBe('Your quote: Kubota M7-172 tractor, Regina, SK to Winnipeg, MB');
    expect(email.text).toContain('From: Regina, SK');
    expect(email.text).toMatch(/Price: CA?\$[\d,]+\.\d\d \(CA?\$[\d,]+\.\d\d with taxes\)/);
    expect(email.text).toContain('Rates assume a minimum of 1 hour each for loading and unloading.');
    const link = await sharedLink('neighbour@example.com');
    expect(link).toMatchObject({ haul_id: haul.id, path: '/quote' });

    const recipient = await createTempUser(app);
    const claim = () =>
      app.inject({
        method: 'POST',
        url: '/api/haul/claim_share/',
        headers: auth(recipient.key),
        payload: claimBody(link),
      });
    const claimed = await claim();
    expect(claimed.statusCode).toBe(200);
    const { user, haul: copy } = claimed.json();
    expect(UserSchema.parse(user).id).toBe(recipient.user.id);
    expect(HaulSchema.parse(copy)).toMatchObject({
      user: recipient.user.id,
      status: 'draft',
      load: { make_model: TRACTOR_QUOTE.load.make_model },
    });
    expect(copy.id).not.toBe(haul.id);
    expect(copy.shipper_rate).toEqual(haul.shipper_rate);
    // Opening the link again leads to the same copy; the sender keeps the original.
    expect((await claim()).json().haul.id).toBe(copy.id);
    const original = await app.inject({ method: 'GET', url: `/api/haul/${haul.id}/`, headers: auth(sender.key) });
    expect(original.json().user).toBe(sender.user.id);
  });

  it('gives the link to its first claimer only, and refuses a wrong code', async () => {
    const sender = await createTempUser(app);
    const haul = await quoteFor(sender.key);
    await app.inject({
      method: 'POST',
      url: `/api/haul/${haul.id}/share/`,
      headers: auth(sender.key),
      payload: { email: 'first@example.com' },
    });
    const link = await sharedLink('first@example.com');
    const first = await createTempUser(app);
    const second = await createTempUser(app);
    const claimAs = (key: string, payload: object) =>
      app.inject({ method: 'POST', url: '/api/haul/claim_share/', headers: auth(key), payload });
    expect((await claimAs(first.key, claimBody(link))).statusCode).toBe(200);
    expect((await claimAs(second.key, claimBody(link))).statusCode).toBe(409);
    const wrong = await claimAs(second.key, { ...claimBody(link), code: 'guessed' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('code_invalid');
  });

  it('lets only the shipper share, and checks the address', async () => {
    const owner = await createTempUser(app);
    const haul = await quoteFor(owner.key);
    const stranger = await createTempUser(app);
    const share = (key: string, email: string) =>
      app.inject({ method: 'POST', url: `/api/haul/${haul.id}/share/`, headers: auth(key), payload: { email } });
    expect((await share(stranger.key, 'x@example.com')).statusCode).toBe(404);
    const bad = await share(owner.key, 'not an address');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields)).toEqual(['email']);
  });
});

describe('logging in after quoting as a visitor', () => {
  it('keeps the visitor’s quotes with the account', async () => {
    const account = await registerUser(app);
    const visitor = await createTempUser(app);
    const haul = await quoteFor(visitor.key);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: auth(visitor.key),
      payload: { email: account.user.email, password: account.password },
    });
    expect(login.statusCode).toBe(200);
    const mine = await app.inject({ method: 'GET', url: `/api/haul/${haul.id}/`, headers: auth(login.json().key) });
    expect(mine.json().user).toBe(account.user.id);
  });
});
