import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Config } from '../config';
import { cspDirectives } from './content-security-policy';

const ONE_YEAR_S = 365 * 24 * 60 * 60;

/**
 * Security headers on every answer (pages, JSON, files, errors): the CSP is the main defence against a script
 * injected into the page reading the session key from localStorage. No framing anywhere (the staff console
 * must not be clickjacked), no MIME sniffing, no full URLs leaking to other sites, isolated from cross-origin
 * windows. HSTS only when the product is served over HTTPS, or a plain-http demo would become unreachable.
 *
 * Helmet itself, run once: @fastify/helmet rebuilt the whole middleware (CSP directives parsed, every header
 * validated) on each request, a fifth of the profile route's own CPU on the bench. The headers depend on the
 * configuration alone (no nonce), so helmet runs once at start against a recorder and each answer gets the recorded
 * headers: one loop instead of a dozen middleware calls per request, the same headers.
 */
export const registerSecurityHeaders = (app: FastifyInstance, config: Config): void => {
  const isHttps = new URL(config.publicBaseUrl).protocol === 'https:';
  const setHeaders = helmet({
    contentSecurityPolicy: { useDefaults: false, directives: cspDirectives(config) },
    // Would require every tile and tracker response to send CORP or CORS headers, which tile servers do not.
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: isHttps ? { maxAge: ONE_YEAR_S, includeSubDomains: true } : false,
  });
  const headers = recordHeaders(setHeaders);
  // Written straight onto the Node response, as helmet does; errors answered later keep them.
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
};

type HeaderMiddleware = (request: IncomingMessage, response: ServerResponse, next: (error?: unknown) => void) => void;

type HeaderValue = string | number | readonly string[];

/**
 * The headers `middleware` sets (it removes only X-Powered-By, which neither Node nor Fastify sends), values as
 * given: a list stays a list, which Node sends as repeated headers.
 */
export const recordHeaders = (middleware: HeaderMiddleware): [string, HeaderValue][] => {
  const headers: [string, HeaderValue][] = [];
  const recorder = {
    setHeader: (name: string, value: HeaderValue) => headers.push([name, value]),
    removeHeader: () => undefined,
  };
  middleware({} as IncomingMessage, recorder as unknown as ServerResponse, (error) => {
    if (error) throw error;
  });
  return headers;
};

/**
 * For the few answers written before any hook runs (a malformed URL, an over-long request line or header): the
 * same protection for a bare JSON error, which loads nothing and must never be framed or sniffed.
 */
export const BARE_ERROR_HEADERS = {
  'content-type': 'application/json; charset=utf-8',
  'cache-control': 'no-store',
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
} as const;
