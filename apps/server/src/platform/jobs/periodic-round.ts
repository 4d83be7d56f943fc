import type { FastifyInstance } from 'fastify';

export type PeriodicRound = {
  intervalMs: number;
  /** One round of work; its promise settles when the round is done. */
  run: () => Promise<void>;
  /** The log line when a round throws (each item's own failures are the round's to log). */
  failureMessage: string;
  /**
   * Also runs the first round as soon as the app is ready: for hourly or rarer work, which a server redeployed more
   * often than its interval would otherwise never do.
   */
  runAtReady?: boolean;
};

/**
 * Runs `run` every `intervalMs` once the app is ready, until it closes, never two rounds at once (a slow round is
 * not overlapped by the next tick). Every server process runs its own; the work's SKIP LOCKED claims keep them from
 * doing one item twice. Started by `server.ts` only, so tests that build the app run nothing in the background.
 */
export const startPeriodicRound = (
  app: FastifyInstance,
  { intervalMs, run, failureMessage, runAtReady = false }: PeriodicRound,
): void => {
  let timer: NodeJS.Timeout | undefined;
  let round: Promise<void> | null = null;
  const tick = () => {
    if (round) return;
    round = run()
      .catch((error: unknown) => app.log.error({ err: error }, failureMessage))
      .finally(() => {
        round = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, intervalMs);
    timer.unref();
    if (runAtReady) tick();
  });
  // Before onClose closes the database, so a round in flight finishes on an open connection.
  app.addHook('preClose', async () => {
    clearInterval(timer);
    await round;
  });
};
