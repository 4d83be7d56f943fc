import { ACCOUNT_MESSAGES } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTempUser, latestEmailTo, registerUser } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';

const HOUR_MS = 60 * 60_000;
const clock = testClock();
let app: FastifyInstance;

const STAFF_EMAIL = 'dispatch.lead@example.com';

beforeAll(async () => {
  app = await buildTestApp({ clock, config: { staffEmails: [STAFF_EMAIL] } });
});

afterAll(() => app.close());

const verify = (userId: string, code: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'POST', url: `/api/user/${userId}/verify/?code=${encodeURIComponent(code)}`, headers });

const resetBy = (payload: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/user/send_reset_email/',
    payload,
    remoteAddress: `10.0.0.${(Math.random() * 250 + 1) | 0}`,
  });

const login = (username: string, password: string) =>
  app.inject({ method: 'POST', url: '/api/auth/login/', payload: { username, password } });

describe('email verification', () => {
  it('confirms the address with the emailed link, once', async () => {
    const account = await registerUser(app);
    const { code } = await latestEmailTo(app, account.user.email ?? '');
    const first = await verify(account.user.id, code);
    expect(first.statusCode).toBe(200);
    expect(first.json().user).toMatchObject({ id: account.user.id, email_confirmed: true, status: 'verified' });
    expect(first.json().key).toEqual(expect.any(String));
    const again = await verify(account.user.id, code);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ code: 'code_invalid', detail: ACCOUNT_MESSAGES.codeInvalid });
  });

  it('makes the owner of a configured staff address staff once the address is confirmed, not before', async () => {
    const account = await registerUser(app, { email: 'Dispatch.Lead@example.com' });
    expect(account.user.is_staff).toBe(false);
    const { code } = await latestEmailTo(app, STAFF_EMAIL);
    const confirmed = await verify(account.user.id, code);
    expect(confirmed.json().user).toMatchObject({ is_staff: true, email_confirmed: true });
    const other = await registerUser(app);
    const { code: otherCode } = await latestEmailTo(app, other.user.email ?? '');
    expect((await verify(other.user.id, otherCode)).json().user.is_staff).toBe(false);
  });

  it('refuses an expired link', async () => {
    const account = await registerUser(app);
    const { code } = await latestEmailTo(app, account.user.email ?? '');
    clock.advance(8 * 24 * HOUR_MS);
    expect((await verify(account.user.id, code)).json().code).toBe('code_invalid');
  });

  it('refuses a code used with another user id', async () => {
    const account = await registerUser(app);
    const other = await registerUser(app);
    const { code } = await latestEmailTo(app, account.user.email ?? '');
    expect((await verify(other.user.id, code)).statusCode).toBe(400);
  });

  it('sends a new link on request', async () => {
    const account = await registerUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/send_verify_email/',
      headers: auth(account.key),
    });
    expect(response.json()).toEqual({ detail: ACCOUNT_MESSAGES.verifyLinkSent });
    const { code } = await latestEmailTo(app, account.user.email ?? '');
    expect((await verify(account.user.id, code)).statusCode).toBe(200);
  });
});

describe('password reset', () => {
  it('asks for an email or phone when both are empty', async () => {
    const response = await resetBy({ username: '  ' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ detail: 'Please fill in your email or phone number' });
  });

  it('says so when no account has that email or phone', async () => {
    const response = await resetBy({ username: 'nobody@example.com' });
    expect(response.statusCode).toBe(404);
    expect(response.json().code).toBe('user_not_found');
  });

  it('resets by phone number: new key works, old keys stop, the code works once', async () => {
    const account = await registerUser(app);
    const sent = await resetBy({ username: account.user.telephone ?? '' });
    expect(sent.json()).toEqual({ detail: ACCOUNT_MESSAGES.resetLinkSent });
    const { code, link } = await latestEmailTo(app, account.user.email ?? '');
    expect(link).toContain('/user/reset/');
    const payload = { code, password: 'a brand new secret', password2: 'a brand new secret' };
    const changed = await app.inject({ method: 'POST', url: '/api/user/change_password/', payload });
    expect(changed.statusCode).toBe(200);
    const { key } = changed.json();
    expect((await app.inject({ method: 'GET', url: '/api/user/profile/', headers: auth(key) })).statusCode).toBe(200);
    const old = await app.inject({ method: 'GET', url: '/api/user/profile/', headers: auth(account.key) });
    expect(old.statusCode).toBe(401);
    expect((await login(account.user.email ?? '', 'a brand new secret')).statusCode).toBe(200);
    expect((await login(account.user.email ?? '', account.password)).statusCode).toBe(400);
    const reused = await app.inject({ method: 'POST', url: '/api/user/change_password/', payload });
    expect(reused.json().code).toBe('code_invalid');
  });

  it('spends every earlier reset link once the password is reset with a newer one', async () => {
    const account = await registerUser(app);
    await resetBy({ email: account.user.email ?? '' });
    const { code: older } = await latestEmailTo(app, account.user.email ?? '');
    await resetBy({ email: account.user.email ?? '' });
    const { code: newer } = await latestEmailTo(app, account.user.email ?? '');
    expect(newer).not.toBe(older);
    const reset = (code: string, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/user/change_password/',
        payload: { code, password, password2: password },
      });
    expect((await reset(newer, 'the newest secret')).statusCode).toBe(200);
    expect((await reset(older, 'an attacker secret')).json().code).toBe('code_invalid');
    expect((await login(account.user.email ?? '', 'the newest secret')).statusCode).toBe(200);
  });

  it('refuses a reset link older than an hour', async () => {
    const account = await registerUser(app);
    await resetBy({ email: account.user.email ?? '' });
    const { code } = await latestEmailTo(app, account.user.email ?? '');
    clock.advance(2 * HOUR_MS);
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/change_password/',
      payload: { code, password: 'another new secret', password2: 'another new secret' },
    });
    expect(response.json().code).toBe('code_invalid');
  });
});

describe('changing the password while logged in', () => {
  it('needs the current password and then ends the other sessions', async () => {
    const account = await registerUser(app);
    const second = (await login(account.user.email ?? '', account.password)).json().key;
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/user/change_password/',
      headers: auth(account.key),
      payload: { old_password: 'guess', password: 'fresh password 1', password2: 'fresh password 1' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().code).toBe('wrong_password');
    const right = await app.inject({
      method: 'POST',
      url: '/api/user/change_password/',
      headers: auth(account.key),
      payload: { old_password: account.password, password: 'fresh password 1', password2: 'fresh password 1' },
    });
    expect(right.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/user/profile/', headers: auth(second) })).statusCode).toBe(
      401,
    );
  });

  it('stops guesses at the current password after ten an hour', async () => {
    const account = await registerUser(app);
    const guess = () =>
      app.inject({
        method: 'POST',
        url: '/api/user/change_password/',
        headers: auth(account.key),
        payload: { old_password: 'guess', password: 'fresh password 1', password2: 'fresh password 1' },
      });
    for (let attempt = 0; attempt < 10; attempt += 1) expect((await guess()).json().code).toBe('wrong_password');
    const limited = await guess();
    expect(limited.statusCode).toBe(429);
    clock.advance(HOUR_MS + 1);
    expect((await guess()).json().code).toBe('wrong_password');
  });

  it('asks a visitor without a key to log in', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/user/change_password/',
      payload: { password: 'fresh password 1', password2: 'fresh password 1' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('lets a temporary visitor who logs in keep going as the account', async () => {
    const account = await registerUser(app);
    const visitor = await createTempUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: auth(visitor.key),
      payload: { username: account.user.email, password: account.password },
    });
    expect(response.json().user.id).toBe(account.user.id);
    const visitorProfile = await app.inject({ method: 'GET', url: '/api/user/profile/', headers: auth(visitor.key) });
    expect(visitorProfile.statusCode).toBe(401);
  });
});
