import { ACCOUNT_MESSAGES } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, registerUser } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';

let app: FastifyInstance;
const clock = testClock();

beforeAll(async () => {
  app = await buildTestApp({ clock });
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

  it('slows a streak of failures down: the wait grows 1 s, 2 s, 4 s, told as a 429 with Retry-After', async () => {
    const account = await registerUser(app);
    const guess = () => login({ username: account.user.email ?? '', password: 'guess' }, '198.51.100.1');
    for (let i = 0; i < 4; i++) expect((await guess()).statusCode).toBe(400);
    const waits = [];
    for (let i = 0; i < 3; i++) {
      const refused = await guess();
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ code: 'login_throttled', detail: expect.stringMatching(/try again/) });
      expect(Number(refused.headers['retry-after'])).toBe(refused.json().retry_after_s);
      waits.push(refused.json().retry_after_s);
      clock.advance(refused.json().retry_after_s * 1000);
      expect((await guess()).statusCode).toBe(400);
    }
    expect(waits).toEqual([1, 2, 4]);
    const rightButTooSoon = await login(
      { username: account.user.email ?? '', password: account.password },
      '198.51.100.1',
    );
    expect(rightButTooSoon.json().code).toBe('login_throttled');
  });

  it('keeps the real user in from another address: at most a short wait after an attacker’s many failures', async () => {
    const account = await registerUser(app);
    const attack = () => login({ username: account.user.email ?? '', password: 'guess' }, '203.0.113.66');
    for (let failures = 0; failures < 20; ) {
      const response = await attack();
      if (response.statusCode === 429) clock.advance(response.json().retry_after_s * 1000);
      else failures++;
    }
    const attackerWait = (await attack()).json().retry_after_s;
    expect(attackerWait).toBeGreaterThan(60);
    const real = await login({ username: account.user.email ?? '', password: account.password }, '192.0.2.99');
    if (real.statusCode === 429) {
      expect(real.json().retry_after_s).toBeLessThanOrEqual(30);
      clock.advance(real.json().retry_after_s * 1000);
      expect(
        (await login({ username: account.user.email ?? '', password: account.password }, '192.0.2.99')).statusCode,
      ).toBe(200);
    } else {
      expect(real.statusCode).toBe(200);
    }
    // The real user's success does not let the attacker's address in sooner.
    expect((await attack()).json().code).toBe('login_throttled');
  });

  it('ends the account’s streak when the right password arrives after the wait', async () => {
    const account = await registerUser(app);
    const from = '198.51.100.77';
    for (let i = 0; i < 4; i++) await login({ username: account.user.email ?? '', password: 'guess' }, from);
    clock.advance(1000);
    expect((await login({ username: account.user.email ?? '', password: account.password }, from)).statusCode).toBe(
      200,
    );
    expect((await login({ username: account.user.email ?? '', password: 'typo' }, from)).statusCode).toBe(400);
    expect((await login({ username: account.user.email ?? '', password: account.password }, from)).statusCode).toBe(
      200,
    );
  });

  it('counts one streak per account however the phone number is written', async () => {
    await registerUser(app, { telephone: '306 555 0142' });
    const spellings = ['306 555 0142', '(306) 555-0142', '+1 306-555-0142', '3065550142'];
    for (const username of spellings) await login({ username, password: 'guess' }, '198.51.100.90');
    expect((await login({ username: '306.555.0142', password: 'guess' }, '198.51.100.90')).json().code).toBe(
      'login_throttled',
    );
  });

  it('slows an address that tries many accounts', async () => {
    const statuses = [];
    for (let i = 0; i < 22; i++) {
      statuses.push((await login({ username: `spray${i}@example.com`, password: 'x' }, '203.0.113.7')).statusCode);
    }
    expect(statuses.slice(0, 21).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const elsewhere = await login({ username: 'spray0@example.com', password: 'x' }, '203.0.113.8');
    expect(elsewhere.statusCode).toBe(400);
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
