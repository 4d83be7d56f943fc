import type { FastifyInstance } from 'fastify';
import { drainDueLoadAlerts } from './load-alert-sender';

/**
 * Sends due load alerts every `config.loadAlerts.sendIntervalS` once the app is ready, until it closes. Every server
 * process runs one; the claim in `claimDueAlerts` keeps them from sending an alert twice. Called by `server.ts`
 * only, so tests that build the app send nothing unless they call the sender themselves.
 */
export const startLoadAlertSender = (app: FastifyInstance): void => {
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | null = null;
  const deps = () => ({
    db: app.db,
    mailer: app.mailer,
    clock: app.clock,
    log: app.log,
    baseUrl: app.config.publicBaseUrl,
  });
  const tick = () => {
    // A slow round (a big burst, a slow SMTP server) is not overlapped by the next tick.
    if (round) return;
    round = drainDueLoadAlerts(deps())
      .then((sent) => {
        if (sent > 0) app.log.info({ alerts: sent }, 'load alerts sent');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'sending load alerts failed'))
      .finally(() => {
        round = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, app.config.loadAlerts.sendIntervalS * 1000);
    timer.unref();
  });
  // Before onClose closes the database, so a round in flight finishes on an open connection.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await round;
  });
};
