import type { FastifyInstance } from 'fastify';
import { pruneFailureStreaks } from './failure-delay';
import { startPeriodicRound } from './jobs/periodic-round';
import { pruneRateLimits } from './rate-limit';

/** Ended windows are worthless but harmless for a while; hourly keeps `rate_limit_hits` to about a day of rows. */
const PRUNE_INTERVAL_MS = 60 * 60_000;

/** Deletes ended rate-limit windows and forgotten failure streaks at start and then hourly (a DELETE: several processes doing it at once is fine). */
export const startRateLimitPruneRunner = (app: FastifyInstance): void =>
  startPeriodicRound(app, {
    intervalMs: PRUNE_INTERVAL_MS,
    runAtReady: true,
    failureMessage: 'pruning rate-limit windows failed',
    run: async () => {
      await pruneRateLimits(app.db, app.clock.now());
      await pruneFailureStreaks(app.db, app.clock.now());
    },
  });
