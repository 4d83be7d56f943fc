import { UserSchema } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auth, createTempUser } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { makeCompleteProfile } from '../../testing/driver-profiles';
import { queryCounter } from '../../testing/query-counter';

/** The key's check (auth hook) and the profile with everything in it: the most a profile request may cost. */
const MAX_QUERIES = 2;

const counter = queryCounter();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ onQuery: counter.onQuery });
});

afterAll(() => app.close());

const profileOf = async (key: string) => {
  let body: unknown;
  const queries = await counter.during(async () => {
    const response = await app.inject({ url: '/api/user/profile/', headers: auth(key) });
    expect(response.statusCode).toBe(200);
    body = response.json();
  });
  return { queries, user: UserSchema.parse(body) };
};

it('answers a visitor’s profile, the key’s check included, in at most two queries', async () => {
  const visitor = await createTempUser(app);
  const { queries, user } = await profileOf(visitor.key);
  expect(user.id).toBe(visitor.user.id);
  expect(queries.length, queries.join('\n')).toBeLessThanOrEqual(MAX_QUERIES);
});

it('answers a driver’s whole profile (vehicle, bank, plan, notifications) in at most two queries', async () => {
  const driver = await makeCompleteProfile(app);
  const { queries, user } = await profileOf(driver.key);
  expect(user.driver?.vehicles).toHaveLength(1);
  expect(user.driver?.bank?.bank_account).toBeTruthy();
  expect(user.driver?.id).toBe(driver.driver.id);
  expect(queries.length, queries.join('\n')).toBeLessThanOrEqual(MAX_QUERIES);
});
