import type { FastifyInstance } from 'fastify';
import { startPeriodicRound } from '../../platform/jobs/periodic-round';
import { cardRefundDepsFor, sendOwedCardRefunds } from './card-refunds';

/**
 * Retries card refunds left owed (the gateway refused, timed out, or the process stopped before asking) every
 * `config.payouts.runIntervalS`, like the payout runner. The SKIP LOCKED claim keeps two processes from sending one
 * refund, and the gateway's idempotency key keeps a retry after a lost answer from refunding twice.
 */
export const startCardRefundRunner = (app: FastifyInstance): void =>
  startPeriodicRound(app, {
    intervalMs: app.config.payouts.runIntervalS * 1000,
    failureMessage: 'the card refund run failed',
    run: async () => {
      const { sent, unsent } = await sendOwedCardRefunds(cardRefundDepsFor(app));
      if (sent + unsent > 0) app.log.info({ sent, unsent }, 'card refunds run');
    },
  });
