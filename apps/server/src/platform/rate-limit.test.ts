import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rateLimitHits } from '../db/schema';
import { createTestDatabase } from '../testing/test-database';
import type { DatabaseHandle } from './db/database';
import { consumeRateLimit, MAX_RATE_LIMIT_WINDOW_MS, pruneRateLimits, type RateLimitRule } from './rate-limit';

const HOUR_MS = 60 * 60_000;
const HOURLY: RateLimitRule = { name: 'test-hourly', limit: 5, windowMs: HOUR_MS };
const DAILY: RateLimitRule = { name: 'test-daily', limit: 5, windowMs: MAX_RATE_LIMIT_WINDOW_MS };

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database.close());

/** One attempt under `rule` at `at`, as a request at that moment would count it. */
const hitAt = (rule: RateLimitRule, key: string, at: Date) =>
  consumeRateLimit({ db: database.db, clock: { now: () => at }, rule, key });

const windowsOf = async (key: string) =>
  (await database.db.select().from(rateLimitHits))
    .filter((row) => row.bucket.endsWith(`:${key}`))
    .map((row) => `${row.bucket.split(':')[0]} ${row.windowStart.toISOString()}`)
    .sort();

describe('pruning rate-limit windows', () => {
  it('deletes windows over for a longest window, and keeps every window still counting', async () => {
    const now = new Date('2026-06-10T12:30:00Z');
    const daysAgo = (days: number) => new Date(now.getTime() - days * MAX_RATE_LIMIT_WINDOW_MS);
    await hitAt(HOURLY, 'a', daysAgo(3));
    await hitAt(DAILY, 'a', daysAgo(2));
    // Yesterday’s daily window started 36.5 h ago and ended 12.5 h ago: over, so it goes.
    await hitAt(DAILY, 'a', daysAgo(1));
    // Today's daily window started 12.5 h ago and still counts; so does this hour's and the last hour's.
    await hitAt(DAILY, 'a', now);
    await hitAt(HOURLY, 'a', new Date(now.getTime() - HOUR_MS));
    await hitAt(HOURLY, 'a', now);

    await pruneRateLimits(database.db, now);

    expect(await windowsOf('a')).toEqual([
      'test-daily 2026-06-10T00:00:00.000Z',
      'test-hourly 2026-06-10T11:00:00.000Z',
      'test-hourly 2026-06-10T12:00:00.000Z',
    ]);
  });

  it('keeps counting a window after a prune: the limit still holds', async () => {
    const now = new Date('2026-06-12T08:10:00Z');
    for (let i = 0; i < HOURLY.limit; i++) await hitAt(HOURLY, 'b', now);
    await pruneRateLimits(database.db, now);
    await expect(hitAt(HOURLY, 'b', now)).rejects.toMatchObject({ code: 'rate_limited' });
    const [row] = await database.db.select().from(rateLimitHits).where(eq(rateLimitHits.bucket, 'test-hourly:b'));
    expect(row?.hits).toBe(HOURLY.limit + 1);
  });

  it('refuses a rule whose window is longer than the pruning keeps', async () => {
    const tooLong = { name: 'test-weekly', limit: 5, windowMs: 7 * MAX_RATE_LIMIT_WINDOW_MS };
    await expect(hitAt(tooLong, 'c', new Date())).rejects.toThrow(/MAX_RATE_LIMIT_WINDOW_MS/);
  });
});
