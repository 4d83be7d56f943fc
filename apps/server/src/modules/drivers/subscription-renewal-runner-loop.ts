import type { FastifyInstance } from 'fastify';
import { startPeriodicRound } from '../../platform/jobs/periodic-round';
import { endDueSubscriptions } from './subscription-renewal';

const HOURLY_MS = 60 * 60 * 1000;

/**
 * Ends plans whose renewal fell due once an hour, so a lapsed premium plan stops counting in search and accept checks
 * within the hour even when nobody reads that driver's profile. The end is a conditional update, so several server
 * processes running this end a plan once.
 */
export const startSubscriptionRenewalRunner = (app: FastifyInstance): void =>
  startPeriodicRound(app, {
    intervalMs: HOURLY_MS,
    failureMessage: 'the subscription renewal round failed',
    run: async () => {
      const ended = await endDueSubscriptions({ db: app.db, clock: app.clock, log: app.log });
      if (ended > 0) app.log.info({ ended }, 'subscriptions ended for renewal');
    },
  });
