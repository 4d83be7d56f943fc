import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failureStreaks } from '../db/schema';
import { createTestDatabase } from '../testing/test-database';
import type { DatabaseHandle } from './db/database';
import {
  delayAfterFailures,
  type FailureDelayRule,
  MAX_FORGET_AFTER_MS,
  pruneFailureStreaks,
  recordFailure,
  secondsUntilAllowed,
} from './failure-delay';

const RULE: FailureDelayRule = { name: 'test', freeFailures: 2, maxDelayS: 10, forgetAfterMs: 60 * 60_000 };

let database: DatabaseHandle;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(() => database.close());

const at = (iso: string) => ({ now: () => new Date(iso) });

describe('progressive delays', () => {
  it.each([
    [0, 0],
    [2, 0],
    [3, 1],
    [4, 2],
    [5, 4],
    [6, 8],
    [7, 10],
    [40, 10],
  ])('waits after %d failures in a row %d s', (failures, waitS) => {
    expect(delayAfterFailures(RULE, failures)).toBe(waitS);
  });

  it('counts the wait from the last failure', async () => {
    const keys = [{ rule: RULE, key: 'a' }];
    for (let i = 0; i < 5; i++) await recordFailure({ db: database.db, clock: at('2026-06-01T10:00:00Z'), keys });
    expect(await secondsUntilAllowed({ db: database.db, clock: at('2026-06-01T10:00:01Z'), keys })).toBe(3);
    expect(await secondsUntilAllowed({ db: database.db, clock: at('2026-06-01T10:00:04Z'), keys })).toBe(0);
  });

  it('starts a streak again after a quiet spell of the rule’s forget time', async () => {
    const keys = [{ rule: RULE, key: 'b' }];
    for (let i = 0; i < 6; i++) await recordFailure({ db: database.db, clock: at('2026-06-01T10:00:00Z'), keys });
    await recordFailure({ db: database.db, clock: at('2026-06-01T11:00:00Z'), keys });
    expect(await secondsUntilAllowed({ db: database.db, clock: at('2026-06-01T11:00:00Z'), keys })).toBe(0);
  });

  it('prunes only streaks every rule has forgotten', async () => {
    const now = new Date('2026-06-05T00:00:00Z');
    const old = { now: () => new Date(now.getTime() - MAX_FORGET_AFTER_MS - 1) };
    await recordFailure({ db: database.db, clock: old, keys: [{ rule: RULE, key: 'old' }] });
    await recordFailure({ db: database.db, clock: { now: () => now }, keys: [{ rule: RULE, key: 'new' }] });
    await pruneFailureStreaks(database.db, now);
    const buckets = (await database.db.select().from(failureStreaks)).map((row) => row.bucket);
    expect(buckets).toContain('test:new');
    expect(buckets).not.toContain('test:old');
  });
});
