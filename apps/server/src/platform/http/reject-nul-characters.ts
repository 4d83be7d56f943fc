import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { fieldProblem } from '../errors/field-problems';

/** Arrays and plain objects are walked this deep; JSON bodies of this API are far shallower. */
const MAX_DEPTH = 32;

/** The dotted path of the first string holding U+0000, or null. Buffers and streams (uploads) are not text. */
const nulPathIn = (value: unknown, path: string, depth = 0): string | null => {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return null;
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return null;
  for (const [key, item] of Object.entries(value)) {
    if (key.includes('\u0000')) return path;
    const found = nulPathIn(item, path ? `${path}.${key}` : key, depth + 1);
    if (found !== null) return found;
  }
  return null;
};

/**
 * PostgreSQL text cannot hold U+0000, so a string carrying one would fail deep inside a write as a 500. Every request's
 * body, query and path parameters are checked before validation instead, and such a request gets a 400 naming the
 * field; nothing it carries is saved.
 */
export const rejectNulCharacters = (app: FastifyInstance): void => {
  app.addHook('preValidation', async (request) => {
    const found = nulPathIn(request.params, '') ?? nulPathIn(request.query, '') ?? nulPathIn(request.body, '');
    if (found === null) return;
    const field = found || 'body';
    throw new AppError('bad_request', 'Text may not contain the NUL character (\\u0000).', {
      [field]: [fieldProblem('nul_character', 'This field may not contain the NUL character.')],
    });
  });
};
