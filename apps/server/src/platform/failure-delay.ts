import { inArray, lt, sql } from 'drizzle-orm';
import { failureStreaks } from '../db/schema';
import type { Clock } from './clock';
import type { Database } from './db/database';

/**
 * A progressive delay: after a few free failures in a row, each further failure makes the next try wait longer
 * (1 s, 2 s, 4 s ... up to a cap). Unlike a fixed lockout it never shuts anyone out for long, yet keeps guessing slow.
 */
export type FailureDelayRule = {
  name: string;
  /** Failures in a row that cost nothing (typos). */
  freeFailures: number;
  /** The longest wait in seconds, however long the streak. */
  maxDelayS: number;
  /** A streak is forgotten after this long without a failure. */
  forgetAfterMs: number;
};

/** One streak: a rule and what it counts (an account, an address, both). */
export type FailureKey = { rule: FailureDelayRule; key: string };

/** The longest quiet spell a rule may forget after; pruning deletes streaks quiet for longer. */
export const MAX_FORGET_AFTER_MS = 24 * 60 * 60_000;

/** Seconds to wait after `failures` failures in a row: none while free, then 1 s doubling per failure, capped. */
export const delayAfterFailures = (rule: FailureDelayRule, failures: number): number =>
  failures <= rule.freeFailures ? 0 : Math.min(rule.maxDelayS, 2 ** (failures - rule.freeFailures - 1));

const bucketOf = ({ rule, key }: FailureKey) => `${rule.name}:${key}`;

type DelayDeps = { db: Database; clock: Clock; keys: readonly FailureKey[] };

/** Whole seconds before another try is allowed under every one of `keys` (0: go ahead). */
export const secondsUntilAllowed = async ({ db, clock, keys }: DelayDeps): Promise<number> => {
  const rows = await db
    .select()
    .from(failureStreaks)
    .where(inArray(failureStreaks.bucket, keys.map(bucketOf)));
  const nowMs = clock.now().getTime();
  let waitMs = 0;
  for (const row of rows) {
    const rule = keys.find((each) => bucketOf(each) === row.bucket)?.rule;
    if (!rule) continue;
    const lastMs = row.lastFailedAt.getTime();
    if (nowMs - lastMs >= rule.forgetAfterMs) continue;
    waitMs = Math.max(waitMs, lastMs + delayAfterFailures(rule, row.failures) * 1000 - nowMs);
  }
  return Math.ceil(waitMs / 1000);
};

/** Counts one more failure under each key (a streak quiet for its rule's forget time starts again at one). */
export const recordFailure = async ({ db, clock, keys }: DelayDeps): Promise<void> => {
  const now = clock.now();
  for (const entry of keys) {
    if (entry.rule.forgetAfterMs > MAX_FORGET_AFTER_MS) {
      throw new Error(`failure-delay rule ${entry.rule.name}: forgetAfterMs is longer than pruning keeps streaks`);
    }
    const forgetBefore = new Date(now.getTime() - entry.rule.forgetAfterMs);
    await db
      .insert(failureStreaks)
      .values({ bucket: bucketOf(entry), failures: 1, lastFailedAt: now })
      .onConflictDoUpdate({
        target: failureStreaks.bucket,
        set: {
          failures: sql`case when ${failureStreaks.lastFailedAt} <= ${forgetBefore.toISOString()}::timestamptz then 1 else ${failureStreaks.failures} + 1 end`,
          lastFailedAt: now,
        },
      });
  }
};

/** Ends the streaks under `keys` (a success proves the failures were typos, or at least not this user's problem). */
export const clearFailures = async ({ db, keys }: Omit<DelayDeps, 'clock'>): Promise<void> => {
  await db.delete(failureStreaks).where(inArray(failureStreaks.bucket, keys.map(bucketOf)));
};

/** Deletes streaks every rule has forgotten (run with the rate-limit pruning), so the table stays small. */
export const pruneFailureStreaks = async (db: Database, now: Date): Promise<void> => {
  await db.delete(failureStreaks).where(lt(failureStreaks.lastFailedAt, new Date(now.getTime() - MAX_FORGET_AFTER_MS)));
};
