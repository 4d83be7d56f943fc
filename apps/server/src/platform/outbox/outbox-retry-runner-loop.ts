import type { FastifyInstance } from 'fastify';
import { startPeriodicRound } from '../jobs/periodic-round';
import { retryDueMessages } from './outbox-delivery';

/** Due retries are looked for this often; the shortest backoff is a minute, a stopped sender's lease two. */
const RETRY_INTERVAL_MS = 30_000;

/** Sends emails and texts left queued by a stopped process or refused for now (claims are SKIP LOCKED). */
export const startOutboxRetryRunner = (app: FastifyInstance): void =>
  startPeriodicRound(app, {
    intervalMs: RETRY_INTERVAL_MS,
    failureMessage: 'the outbox retry run failed',
    run: async () => {
      const { db, mailer, sms, push, clock, log } = app;
      const { sent, failed } = await retryDueMessages({ db, mailer, sms, push, clock, log });
      if (sent + failed > 0) app.log.info({ sent, failed }, 'outbox retries run');
    },
  });
