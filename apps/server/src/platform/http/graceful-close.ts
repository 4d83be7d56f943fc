import type { FastifyInstance } from 'fastify';

/**
 * Once closing starts, a response to a request that was already in flight tells the client to drop the connection.
 * Without it a keep-alive connection that was busy at close time lingers until its timeout (72 s in Fastify),
 * and SIGTERM would wait that long.
 */
export const registerGracefulClose = (app: FastifyInstance): void => {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close');
  });
};
