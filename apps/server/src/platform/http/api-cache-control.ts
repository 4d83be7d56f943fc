import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const setCacheControl = (request: FastifyRequest, reply: FastifyReply) => {
  if (request.headers.authorization !== undefined || request.user) {
    reply.header('cache-control', 'private, no-store');
    return;
  }
  reply.header('cache-control', 'no-cache');
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${vary}, authorization` : 'authorization');
};

/**
 * API answers are not for caches unless their route says otherwise (pictures set their own). Anything answered to
 * a request carrying a key is private to its user: `no-store`, so neither a shared proxy nor the browser's disk
 * keeps a profile or a chat. Public answers may be stored but are revalidated each time, and vary with the key
 * so a cache never hands an anonymous answer to a signed-in request.
 */
export const registerApiCacheControl = (api: FastifyInstance): void => {
  api.addHook('onSend', (request, reply, payload, done) => {
    if (!reply.hasHeader('cache-control')) setCacheControl(request, reply);
    done(null, payload);
  });
};
