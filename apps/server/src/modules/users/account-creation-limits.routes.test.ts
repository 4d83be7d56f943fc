import { ApiErrorSchema } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registrationBody } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';

let app: FastifyInstance;
const clock = testClock();

beforeAll(async () => {
  app = await buildTestApp({
    clock,
    config: { accountCreationLimits: { signUpsPerAddressPerHour: 3, visitorsPerAddressPerHour: 4 } },
  });
});

afterAll(() => app.close());

const signUp = (payload: Record<string, unknown>, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/user/create_account/', payload, remoteAddress });

const startVisit = (remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/user/create_temp_account/', payload: {}, remoteAddress });

describe('account creation limits', () => {
  it('limits registrations per address with a clear code and the wait, and lets another address in', async () => {
    for (let i = 0; i < 3; i++) expect((await signUp(registrationBody(), '198.51.100.20')).statusCode).toBe(201);
    const refused = await signUp(registrationBody(), '198.51.100.20');
    expect(refused.statusCode).toBe(429);
    const body = ApiErrorSchema.parse(refused.json());
    expect(body.code).toBe('account_creation_limited');
    expect(body.retry_after_s).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBe(body.retry_after_s);
    expect((await signUp(registrationBody(), '198.51.100.21')).statusCode).toBe(201);
    clock.advance((body.retry_after_s ?? 0) * 1000);
    expect((await signUp(registrationBody(), '198.51.100.20')).statusCode).toBe(201);
  });

  it('limits registrations naming one email, whatever the address', async () => {
    const body = registrationBody();
    const statuses = [];
    for (let i = 0; i < 6; i++) {
      statuses.push((await signUp({ ...body, email: body.email.toUpperCase() }, `203.0.113.${30 + i}`)).statusCode);
    }
    expect(statuses).toEqual([201, 409, 409, 409, 409, 429]);
    const again = await signUp({ ...body, email: ` ${body.email} ` }, '203.0.113.99');
    expect(again.json().code).toBe('account_creation_limited');
  });

  it('limits temporary (visitor) accounts per address', async () => {
    for (let i = 0; i < 4; i++) expect((await startVisit('192.0.2.40')).statusCode).toBe(201);
    const refused = await startVisit('192.0.2.40');
    expect(refused.statusCode).toBe(429);
    expect(ApiErrorSchema.parse(refused.json())).toMatchObject({ code: 'temp_account_limited' });
    expect((await startVisit('192.0.2.41')).statusCode).toBe(201);
  });
});
