import type { FastifyInstance } from 'fastify';
import { cardRefundDepsFor, sendOwedCardRefunds } from './card-refunds';

/**
 * Retries card refunds left owed (the gateway refused, timed out, or the process stopped before asking) every
 * `config.payouts.runIntervalS`, like the payout runner, until the app closes. Every server process runs one; the
 * SKIP LOCKED claim keeps two from sending one refund, and the gateway's idempotency key keeps a retry after a lost
 * answer from refunding twice. Called by `server.ts` only.
 */
export const startCardRefundRunner = (app: FastifyInstance): void => {
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | null = null;
  const tick = () => {
    if (round) return;
    round = sendOwedCardRefunds(cardRefundDepsFor(app))
      .then(({ sent, unsent }) => {
        if (sent + unsent > 0) app.log.info({ sent, unsent }, 'card refunds run');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'the card refund run failed'))
      .finally(() => {
        round = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, app.config.payouts.runIntervalS * 1000);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await round;
  });
};
