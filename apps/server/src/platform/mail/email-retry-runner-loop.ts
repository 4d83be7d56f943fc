import type { FastifyInstance } from 'fastify';
import { retryDueEmails } from './send-email';

/** Due retries are looked for this often; the shortest backoff is a minute, a stopped sender's lease two. */
const RETRY_INTERVAL_MS = 30_000;

/**
 * Sends emails left queued by a stopped process or refused by the mail server, every 30 s, until the app closes.
 * Every server process runs one (the claim is SKIP LOCKED). Called by `server.ts` only.
 */
export const startEmailRetryRunner = (app: FastifyInstance): void => {
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | null = null;
  const tick = () => {
    if (round) return;
    round = retryDueEmails({ db: app.db, mailer: app.mailer, clock: app.clock, log: app.log })
      .then(({ sent, failed }) => {
        if (sent + failed > 0) app.log.info({ sent, failed }, 'email retries run');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'the email retry run failed'))
      .finally(() => {
        round = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, RETRY_INTERVAL_MS);
    timer.unref();
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await round;
  });
};
