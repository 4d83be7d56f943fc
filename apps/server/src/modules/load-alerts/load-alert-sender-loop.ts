import type { FastifyInstance } from 'fastify';
import { startPeriodicRound } from '../../platform/jobs/periodic-round';
import { drainDueLoadAlerts, loadAlertSenderDepsOf } from './load-alert-sender';

/**
 * Sends due load alerts every `config.loadAlerts.sendIntervalS`. Every server process runs one; the claim in
 * `claimDueAlerts` keeps them from sending an alert twice.
 */
export const startLoadAlertSender = (app: FastifyInstance): void =>
  startPeriodicRound(app, {
    intervalMs: app.config.loadAlerts.sendIntervalS * 1000,
    failureMessage: 'sending load alerts failed',
    run: async () => {
      const sent = await drainDueLoadAlerts(loadAlertSenderDepsOf(app));
      if (sent > 0) app.log.info({ alerts: sent }, 'load alerts sent');
    },
  });
