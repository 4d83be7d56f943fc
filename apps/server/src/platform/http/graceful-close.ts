import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';

/** Shared by the readiness route and the shutdown: set once the process has been told to stop. */
export type Lifecycle = { isDraining: boolean };

/**
 * Once closing starts, a response to a request that was already in flight tells the client to drop the connection.
 * Without it a keep-alive connection that was busy at close time lingers until its timeout (72 s in Fastify),
 * and SIGTERM would wait that long.
 */
export const registerGracefulClose = (app: FastifyInstance): void => {
  app.decorate('lifecycle', { isDraining: false } satisfies Lifecycle);
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
};

/**
 * Stops in the order a load balancer needs: readiness answers 503 for `drainMs` while requests are still served, so
 * the balancer takes this process out of rotation before it stops listening; then close lets in-flight requests finish.
 */
export const drainThenClose = async (app: FastifyInstance, drainMs: number): Promise<void> => {
  app.lifecycle.isDraining = true;
  await sleep(drainMs);
  await app.close();
};
