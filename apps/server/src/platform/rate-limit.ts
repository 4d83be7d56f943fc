import { formatWait } from '@freight/domain';
import { lt, sql } from 'drizzle-orm';
import { rateLimitHits } from '../db/schema';
import type { Clock } from './clock';
import type { Database } from './db/database';
import { AppError } from './errors/app-error';

/** The refusals a rate limit can answer with: a generic one, and those a user meets often enough to be told apart. */
type RateLimitCode = 'rate_limited' | 'account_creation_limited' | 'temp_account_limited';

const DETAIL_OF: Record<RateLimitCode, (wait: string) => string> = {
  rate_limited: (wait) => `Too many attempts. Please wait ${wait} and try again.`,
  account_creation_limited: (wait) =>
    `Too many accounts were created from here recently. Please wait ${wait} and try again.`,
  temp_account_limited: (wait) => `Too many visits were started from here recently. Please wait ${wait} and try again.`,
};

export type RateLimitRule = {
  name: string;
  limit: number;
  windowMs: number;
  /** The refusal's code; `rate_limited` unless the web should say something of its own. */
  code?: RateLimitCode;
};

/**
 * The longest window a rule may have (today's longest, the referral shares', is a day). Pruning deletes windows that
 * started longer ago than this, so it never deletes a window still counting.
 */
export const MAX_RATE_LIMIT_WINDOW_MS = 24 * 60 * 60_000;

/**
 * Counts one attempt against `key` under `rule` and refuses with 429 once the window's limit is passed.
 * The counter lives in the database (an atomic upsert), so every server process shares it.
 */
export const consumeRateLimit = async ({
  db,
  clock,
  rule,
  key,
}: {
  db: Database;
  clock: Clock;
  rule: RateLimitRule;
  key: string;
}): Promise<void> => {
  if (rule.windowMs > MAX_RATE_LIMIT_WINDOW_MS) {
    throw new Error(
      `rate-limit rule ${rule.name}: a window longer than MAX_RATE_LIMIT_WINDOW_MS would be pruned early`,
    );
  }
  const nowMs = clock.now().getTime();
  const windowStartMs = nowMs - (nowMs % rule.windowMs);
  const bucket = `${rule.name}:${key}`;
  const [row] = await db
    .insert(rateLimitHits)
    .values({ bucket, windowStart: new Date(windowStartMs), hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.bucket, rateLimitHits.windowStart],
      set: { hits: sql`${rateLimitHits.hits} + 1` },
    })
    .returning({ hits: rateLimitHits.hits });
  if ((row?.hits ?? 0) <= rule.limit) return;
  const retryAfterSeconds = Math.ceil((windowStartMs + rule.windowMs - nowMs) / 1000);
  const code = rule.code ?? 'rate_limited';
  throw new AppError(code, DETAIL_OF[code](formatWait(retryAfterSeconds, 'en-us')), undefined, retryAfterSeconds);
};

/** Deletes the windows that are over (run periodically by rate-limit-prune-runner-loop.ts), so the table stays small. */
export const pruneRateLimits = async (db: Database, now: Date): Promise<void> => {
  const oldestLive = new Date(now.getTime() - MAX_RATE_LIMIT_WINDOW_MS);
  await db.delete(rateLimitHits).where(lt(rateLimitHits.windowStart, oldestLive));
};
