import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors/app-error';
import { fieldProblem } from '../errors/field-problems';

/** Arrays and plain objects are walked this deep; JSON bodies of this API are far shallower. */
const MAX_DEPTH = 32;

/**
 * The keys leading to the first string holding U+0000 (empty for `value` itself, or for the object whose key holds
 * one), or null. Buffers and streams (uploads) are not text. The path is built only for a find: a clean request, the
 * usual one, walks without making a string per key.
 */
const nulPathIn = (value: unknown, depth = 0): string[] | null => {
  if (typeof value === 'string') return value.includes('\u0000') ? [] : null;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return null;
  if (ArrayBuffer.isView(value) || typeof (value as { pipe?: unknown }).pipe === 'function') return null;
  for (const key of Object.keys(value)) {
    if (key.includes('\u0000')) return [];
    const found = nulPathIn((value as Record<string, unknown>)[key], depth + 1);
    if (found !== null) return [key, ...found];
  }
  return null;
};

/**
 * PostgreSQL text cannot hold U+0000, so a string carrying one would fail deep inside a write as a 500. Every request's
 * body, query and path parameters are checked before validation instead, and such a request gets a 400 naming the
 * field; nothing it carries is saved.
 */
export const rejectNulCharacters = (app: FastifyInstance): void => {
  app.addHook('preValidation', (request, _reply, done) => {
    const found = nulPathIn(request.params) ?? nulPathIn(request.query) ?? nulPathIn(request.body);
    if (found === null) return done();
    const field = found.join('.') || 'body';
    done(
      new AppError('bad_request', 'Text may not contain the NUL character (\\u0000).', {
        [field]: [fieldProblem('nul_character', 'This field may not contain the NUL character.')],
      }),
    );
  });
};
