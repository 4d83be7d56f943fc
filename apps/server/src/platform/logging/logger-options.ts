import { randomUUID } from 'node:crypto';
import type { FastifyLoggerOptions, PinoLoggerOptions } from 'fastify/types/logger';
import type { Config } from '../config';
import { redactUrl } from './redact-url';

const REQUEST_ID = /^[\w.-]{8,64}$/;

/**
 * Bodies and headers are never logged, so passwords, card numbers and CVCs cannot leak through them;
 * the redact paths are a second guard for anything that logs an object carrying such fields.
 */
export const loggerOptions = (config: Pick<Config, 'logLevel'>): FastifyLoggerOptions & PinoLoggerOptions => ({
  level: config.logLevel,
  redact: {
    paths: [
      'req.headers.authorization',
      'req.headers.cookie',
      '*.password',
      '*.password2',
      '*.pan',
      '*.cvc',
      '*.expdate',
      '*.token',
      '*.key',
    ],
    censor: '[redacted]',
  },
  serializers: {
    req: (request: { method: string; url: string }) => ({ method: request.method }),
    // Plugins log raw request URLs under these keys (@fastify/websocket: `path` for an upgrade to a plain route).
    path: (value: unknown) => (typeof value === 'string' ? redactUrl(value) : value),
    url: (value: unknown) => (typeof value === 'string' ? redactUrl(value) : value),
  },
});

/** Honours a well-formed incoming X-Request-Id (from a load balancer) so a request can be followed across hops. */
export const genReqId = (request: { headers: Record<string, string | string[] | undefined> }): string => {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
};
