import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { type ApiError, ERROR_STATUS, type ErrorCode } from '@freight/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { BARE_ERROR_HEADERS } from '../http/security-headers';

const answer = (code: ErrorCode, detail: string) => ({ status: ERROR_STATUS[code], body: { detail, code } });

/**
 * Errors Fastify's router raises before a route (and so before the error handler and every hook) is chosen:
 * an over-long path parameter (`maxParamLength`) and a path that is not valid percent-encoding.
 */
const routerErrorFor = (error: FastifyError) => {
  switch (error.code) {
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return answer('uri_too_long', 'A part of this address is too long.');
    case 'FST_ERR_BAD_URL':
      return answer('bad_request', 'This address is not valid.');
    default:
      return answer('internal_error', 'Something went wrong on our side. Please try again later.');
  }
};

/** Fastify's `frameworkErrors` option: the router's refusals in the documented JSON shape. */
export const answerFrameworkError = (error: FastifyError, request: FastifyRequest, reply: FastifyReply): void => {
  const { status, body } = routerErrorFor(error);
  if (status >= 500) request.log.error({ err: error }, 'router failed');
  void reply
    .code(status)
    .headers({ ...BARE_ERROR_HEADERS, 'x-request-id': request.id })
    .send(body);
};

/** Node's HTTP parser refuses these before Fastify sees a request; the socket is all there is to answer on. */
const clientErrorFor = (code: string | undefined) => {
  switch (code) {
    case 'HPE_HEADER_OVERFLOW':
      return answer('headers_too_large', 'The address or the request headers are too large.');
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return answer('request_timeout', 'The request took too long to arrive.');
    default:
      return answer('bad_request', 'The request could not be read.');
  }
};

const rawResponse = (status: number, body: ApiError) => {
  const json = JSON.stringify(body);
  const headers = { ...BARE_ERROR_HEADERS, 'content-length': Buffer.byteLength(json), connection: 'close' };
  const lines = Object.entries(headers).map(([name, value]) => `${name}: ${value}`);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n${lines.join('\r\n')}\r\n\r\n${json}`;
};

/**
 * Fastify's `clientErrorHandler`: Node's refusals (431 for an over-long URL or headers, 408, malformed HTTP) in the
 * documented JSON shape. Only the parser's error code is logged: the error carries the raw request bytes, which
 * may hold an Authorization header.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const { status, body } = clientErrorFor(error.code);
  this.log.debug({ code: error.code, statusCode: status }, 'client error');
  if (socket.writable) socket.write(rawResponse(status, body));
  socket.destroy();
}
