import { ViewTimesListSchema } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTempUser, registerUser } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import { findUserById } from '../users';
import { findSeenTimes } from './view-times.repository';
import { countViewTimes } from './view-times.service';

const clock = testClock();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ clock });
});

afterAll(() => app.close());

describe('GET /view_times/', () => {
  it('answers a one-item list of counts to any holder of a key, temporary visitors included', async () => {
    for (const { key } of [await createTempUser(app), await registerUser(app)]) {
      const response = await app.inject({ method: 'GET', url: '/api/view_times/', headers: auth(key) });
      expect(response.statusCode).toBe(200);
      expect(ViewTimesListSchema.parse(response.json())).toEqual([
        { message_count: 0, posted_count: 0, self_count: 0 },
      ]);
    }
  });

  it('refuses a request without a key', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/view_times/' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('unauthenticated');
  });
});

describe('POST /view_times/seen/', () => {
  it('records when the user opened each list, for that user only', async () => {
    const driver = await registerUser(app);
    const other = await registerUser(app);
    const first = await app.inject({
      method: 'POST',
      url: '/api/view_times/seen/',
      headers: auth(driver.key),
      payload: { list: 'posted' },
    });
    expect(first.statusCode).toBe(200);
    clock.advance(60_000);
    await app.inject({
      method: 'POST',
      url: '/api/view_times/seen/',
      headers: auth(driver.key),
      payload: { list: 'self' },
    });

    expect(await findSeenTimes(app.db, driver.user.id)).toEqual({
      postedSeenAt: new Date('2026-06-01T15:00:00Z'),
      selfSeenAt: new Date('2026-06-01T15:01:00Z'),
    });
    expect(await findSeenTimes(app.db, other.user.id)).toEqual({ postedSeenAt: null, selfSeenAt: null });
  });

  it('refuses an unknown list with the field named', async () => {
    const { key } = await registerUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/view_times/seen/',
      headers: auth(key),
      payload: { list: 'everything' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().fields)).toEqual(['list']);
  });
});

describe('countViewTimes', () => {
  it('asks each supplied counter with the user and their seen times, and counts the rest as zero', async () => {
    const { user, key } = await registerUser(app);
    await app.inject({ method: 'POST', url: '/api/view_times/seen/', headers: auth(key), payload: { list: 'self' } });
    const row = await findUserById(app.db, user.id);
    if (!row) throw new Error('the user was just registered');
    const counts = await countViewTimes({
      db: app.db,
      user: row,
      counters: {
        message_count: async ({ user: asked }) => (asked.id === user.id ? 3 : 0),
        self_count: async ({ seen }) => (seen.selfSeenAt?.getTime() === clock.now().getTime() ? 7 : 0),
      },
    });
    expect(counts).toEqual({ message_count: 3, posted_count: 0, self_count: 7 });
  });
});
