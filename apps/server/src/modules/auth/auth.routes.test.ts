import { ACCOUNT_MESSAGES } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, registerUser } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(() => app.close());

const login = (payload: Record<string, string>, remoteAddress = '192.0.2.10') =>
  app.inject({ method: 'POST', url: '/api/auth/login/', payload, remoteAddress });

describe('login', () => {
  it('logs in by email in any case, and by phone number written any way', async () => {
    const account = await registerUser(app, { email: 'Hotshot@Example.com', telephone: '587 555 0123' });
    const byEmail = await login({ username: 'HOTSHOT@example.com', password: account.password });
    expect(byEmail.statusCode).toBe(200);
    expect(byEmail.json().user.id).toBe(account.user.id);
    const byPhone = await login({ username: '(587) 555-0123', password: account.password });
    expect(byPhone.json().user.id).toBe(account.user.id);
    const byField = await login({ telephone: '+1 587-555-0123', password: account.password });
    expect(byField.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown account alike', async () => {
    const account = await registerUser(app);
    const wrong = await login({ username: account.user.email ?? '', password: 'not it at all' });
    const unknown = await login({ username: 'ghost@example.com', password: 'not it at all' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ detail: ACCOUNT_MESSAGES.loginFailed, code: 'login_failed' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('limits attempts per account, with a clear 429 and Retry-After', async () => {
    const account = await registerUser(app);
    const attempts = [];
    for (let i = 0; i < 11; i++) {
      attempts.push(await login({ username: account.user.email ?? '', password: 'guess' }, `198.51.100.${i + 1}`));
    }
    expect(attempts.slice(0, 10).every((response) => response.statusCode === 400)).toBe(true);
    const limited = attempts[10];
    expect(limited?.statusCode).toBe(429);
    expect(limited?.json()).toMatchObject({ code: 'rate_limited', detail: expect.stringMatching(/try again/) });
    expect(Number(limited?.headers['retry-after'])).toBeGreaterThan(0);
    const correctButLimited = await login({ username: account.user.email ?? '', password: account.password });
    expect(correctButLimited.statusCode).toBe(429);
  });

  it('limits attempts per address across accounts', async () => {
    const statuses = [];
    for (let i = 0; i < 51; i++) {
      statuses.push((await login({ username: `spray${i}@example.com`, password: 'x' }, '203.0.113.7')).statusCode);
    }
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, 50).every((status) => status === 400)).toBe(true);
  });
});

describe('logout', () => {
  it('ends the session: the key stops working', async () => {
    const account = await registerUser(app);
    const out = await app.inject({ method: 'POST', url: '/api/auth/logout/', headers: auth(account.key) });
    expect(out.statusCode).toBe(200);
    const after = await app.inject({ method: 'GET', url: '/api/user/profile/', headers: auth(account.key) });
    expect(after.statusCode).toBe(401);
  });
});
