import type { FastifyInstance } from 'fastify';
import { startPeriodicRound } from '../jobs/periodic-round';
import { retryDueEmails } from './send-email';

/** Due retries are looked for this often; the shortest backoff is a minute, a stopped sender's lease two. */
const RETRY_INTERVAL_MS = 30_000;

/** Sends emails left queued by a stopped process or refused by the mail server (claims are SKIP LOCKED). */
export const startEmailRetryRunner = (app: FastifyInstance): void =>
  startPeriodicRound(app, {
    intervalMs: RETRY_INTERVAL_MS,
    failureMessage: 'the email retry run failed',
    run: async () => {
      const { sent, failed } = await retryDueEmails({ db: app.db, mailer: app.mailer, clock: app.clock, log: app.log });
      if (sent + failed > 0) app.log.info({ sent, failed }, 'email retries run');
    },
  });
