import type { FastifyInstance } from 'fastify';
import { startPeriodicRound } from '../../platform/jobs/periodic-round';
import { type PayoutRail, sandboxPayoutRail } from './payout-rail';
import { runDuePayouts } from './payout-runner';

/**
 * Pays due payouts every `config.payouts.runIntervalS`. Every server process runs one; the SKIP LOCKED claim in
 * `runDuePayouts` keeps two processes from paying one payout.
 */
export const startPayoutRunner = (app: FastifyInstance, rail: PayoutRail = sandboxPayoutRail): void =>
  startPeriodicRound(app, {
    intervalMs: app.config.payouts.runIntervalS * 1000,
    failureMessage: 'the payout run failed',
    run: async () => {
      const { paid, failed } = await runDuePayouts({
        db: app.db,
        rail,
        now: app.clock.now(),
        onError: (error) => app.log.error({ err: error }, 'a payout could not be sent; it stays scheduled'),
      });
      if (paid + failed > 0) app.log.info({ paid, failed }, 'payouts run');
    },
  });
