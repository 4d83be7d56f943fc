import { UserSchema } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { auth, createTempUser, registerUser } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { makeCompleteProfile } from '../../testing/driver-profiles';
import { queryCounter } from '../../testing/query-counter';

/** The key's check (auth hook) and the profile with everything in it: the most a profile request may cost. */
const MAX_QUERIES = 2;
/** A user without a driver profile: the key's check says so, and nothing else is read. */
const MAX_QUERIES_WITHOUT_DRIVER = 1;

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

it('answers a visitor’s profile, the key’s check included, in one query', async () => {
  const visitor = await createTempUser(app);
  const { queries, user } = await profileOf(visitor.key);
  expect(user.id).toBe(visitor.user.id);
  expect(user.driver).toBeNull();
  expect(queries.length, queries.join('\n')).toBeLessThanOrEqual(MAX_QUERIES_WITHOUT_DRIVER);
});

it('shows a driver profile in the very next profile request after it is started', async () => {
  const user = await registerUser(app);
  expect((await profileOf(user.key)).user.driver).toBeNull();
  const started = await app.inject({ method: 'POST', url: '/api/driver/', headers: auth(user.key), payload: {} });
  expect(started.statusCode).toBe(201);
  const { queries, user: after } = await profileOf(user.key);
  expect(after.driver?.id).toBe(started.json().id);
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
