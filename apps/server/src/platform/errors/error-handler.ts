import type { ApiError } from '@freight/domain';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError } from './app-error';
import { splitFieldProblems } from './field-problems';
import { validationFields } from './validation-fields';

/** Fastify's own client errors, by code, mapped to our stable codes. */
const FASTIFY_CODES: Record<string, { detail: string; code: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'invalid_json', detail: 'The request body is not valid JSON.' },
  FST_ERR_CTP_EMPTY_JSON_BODY: { code: 'invalid_json', detail: 'The request body is empty but was sent as JSON.' },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'payload_too_large', detail: 'The request body is too large.' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: { code: 'unsupported_media_type', detail: 'This content type is not accepted.' },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'bad_request', detail: 'The content length does not match the body.' },
};

const GENERIC_BY_STATUS: Record<number, string> = {
  400: 'bad_request',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  405: 'method_not_allowed',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
};

const toResponse = (error: FastifyError | AppError, request: FastifyRequest): { status: number; body: ApiError } => {
  if (error instanceof AppError) {
    const body: ApiError = {
      detail: error.message,
      code: error.code,
      ...(error.retryAfterSeconds ? { retry_after_s: error.retryAfterSeconds } : {}),
    };
    return { status: error.statusCode, body: error.fields ? { ...body, ...splitFieldProblems(error.fields) } : body };
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    return {
      status: 400,
      body: {
        detail: 'Some fields are missing or invalid.',
        code: 'validation_failed',
        ...splitFieldProblems(validationFields(request, error)),
      },
    };
  }
  const known = error.code ? FASTIFY_CODES[error.code] : undefined;
  if (known) return { status: error.statusCode ?? 400, body: { detail: known.detail, code: known.code } };
  const status = error.statusCode ?? 500;
  if (status >= 400 && status < 500) {
    return { status, body: { detail: error.message, code: GENERIC_BY_STATUS[status] ?? 'bad_request' } };
  }
  return {
    status: 500,
    body: { detail: 'Something went wrong on our side. Please try again later.', code: 'internal_error' },
  };
};

/** One place turns every failure into the JSON shape of DESIGN.md section 3; 5xx details never reach the client. */
export const registerErrorHandler = (app: FastifyInstance): void => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    const { status, body } = toResponse(error, request);
    if (status >= 500) request.log.error({ err: error }, 'request failed');
    if (error instanceof AppError && error.retryAfterSeconds) reply.header('retry-after', error.retryAfterSeconds);
    return reply.status(status).type('application/json; charset=utf-8').send(body);
  });
};
