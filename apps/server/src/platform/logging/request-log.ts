import { type FastifyInstance, type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import { redactUrl } from './redact-url';

/**
 * Exactly one log line per request, written when the response is done, carrying the request id and a URL whose
 * secret query values are hidden (Fastify's own lines would log the raw URL, tokens included).
 */
export class OneLinePerRequest extends LogController {
  override incomingRequest(): void {}

  override routeNotFound(): void {}

  override requestCompleted(error: Error | null, request: FastifyRequest, reply: FastifyReply): void {
    const line = {
      method: request.method,
      url: redactUrl(request.url),
      // The client's address: the TCP peer, or what a trusted proxy (TRUST_PROXY) says it is.
      ip: request.ip,
      statusCode: reply.statusCode,
      responseTimeMs: Math.round(reply.elapsedTime),
    };
    if (error) reply.log.error({ ...line, err: error }, 'request');
    else reply.log.info(line, 'request');
  }
}

export const registerRequestIdHeader = (app: FastifyInstance): void => {
  // Callback hooks, here and in the other per-request hooks that never wait: an async one costs a promise per request.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    done();
  });
};
