import type { FastifyInstance } from 'fastify';
import { startPeriodicRound } from '../../platform/jobs/periodic-round';
import { pruneOrphanPictures } from './orphan-pictures';

/** Orphans wait a week already; a daily look is plenty, and each look reads the pictures table once. */
const PRUNE_INTERVAL_MS = 24 * 60 * 60_000;

/** Deletes pictures nothing used within a week, at start and then daily (SKIP LOCKED: processes may overlap). */
export const startOrphanPicturePruneRunner = (app: FastifyInstance): void =>
  startPeriodicRound(app, {
    intervalMs: PRUNE_INTERVAL_MS,
    runAtReady: true,
    failureMessage: 'pruning unused pictures failed',
    run: async () => {
      const { deleted } = await pruneOrphanPictures({ db: app.db, storage: app.storage }, app.clock.now());
      if (deleted > 0) app.log.info({ deleted }, 'deleted pictures nothing used within a week');
    },
  });
