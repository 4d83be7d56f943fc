import type { FastifyInstance } from 'fastify';
import { type PayoutRail, sandboxPayoutRail } from './payout-rail';
import { runDuePayouts } from './payout-runner';

/**
 * Pays due payouts every `config.payouts.runIntervalS` once the app is ready, until it closes. Every server process
 * runs one; the SKIP LOCKED claim in `runDuePayouts` keeps two processes from paying one payout. Called by `server.ts`
 * only, so tests that build the app pay nothing unless they run the payouts themselves.
 */
export const startPayoutRunner = (app: FastifyInstance, rail: PayoutRail = sandboxPayoutRail): void => {
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | null = null;
  const tick = () => {
    // A slow rail must not let rounds pile up on one another.
    if (round) return;
    round = runDuePayouts({
      db: app.db,
      rail,
      now: app.clock.now(),
      onError: (error) => app.log.error({ err: error }, 'a payout could not be sent; it stays scheduled'),
    })
      .then(({ paid, failed }) => {
        if (paid + failed > 0) app.log.info({ paid, failed }, 'payouts run');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'the payout run failed'))
      .finally(() => {
        round = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, app.config.payouts.runIntervalS * 1000);
    timer.unref();
  });
  // Before onClose closes the database, so a round in flight finishes on an open connection.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await round;
  });
};
