import { ApiErrorSchema } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../testing/build-test-app';
import { AppError } from './app-error';
import { fieldError } from './field-problems';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ config: { bodyLimitBytes: 2048 } });
  const routes = app.withTypeProvider<ZodTypeProvider>();
  routes.post(
    '/api/test/echo/',
    { schema: { body: z.object({ name: z.string().min(1), weight: z.number().positive() }) } },
    async (request) => request.body,
  );
  routes.get('/api/test/conflict', async () => {
    throw new AppError('conflict', 'This load was accepted by another driver.');
  });
  routes.get('/api/test/taken', async () => {
    throw new AppError('account_exists', 'Taken.', fieldError('email', 'email_taken', 'Taken.'));
  });
  routes.get('/api/test/bug', async () => {
    throw new Error('secret internal detail at /srv/app.ts:42');
  });
});

afterAll(() => app.close());

const expectErrorShape = (body: string) => ApiErrorSchema.strict().parse(JSON.parse(body));

describe('error responses', () => {
  it('answers an unknown API path with a JSON 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/no/such/thing/' });
    expect(response.statusCode).toBe(404);
    expect(expectErrorShape(response.body)).toMatchObject({ code: 'route_not_found' });
  });

  it('answers malformed JSON with a JSON 400', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo/',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(response.statusCode).toBe(400);
    expect(expectErrorShape(response.body).code).toBe('invalid_json');
  });

  it('answers an oversize body with a JSON 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo/',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ name: 'x'.repeat(4096), weight: 1 }),
    });
    expect(response.statusCode).toBe(413);
    expect(expectErrorShape(response.body).code).toBe('payload_too_large');
  });

  it('answers invalid fields with a 400 naming each field', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/echo/', payload: { name: '', weight: -3 } });
    expect(response.statusCode).toBe(400);
    const body = expectErrorShape(response.body);
    expect(body.code).toBe('validation_failed');
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['name', 'weight']);
  });

  it('answers each field error with its stable code beside the message, same keys in the same order', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo/',
      payload: { name: '', weight: 'heavy', extra: { deep: 1 } },
    });
    const body = expectErrorShape(response.body);
    expect(Object.keys(body.field_codes ?? {})).toEqual(Object.keys(body.fields ?? {}));
    for (const [path, messages] of Object.entries(body.fields ?? {})) {
      expect(body.field_codes?.[path]).toHaveLength(messages.length);
    }
    expect(body.field_codes).toEqual({
      name: [{ code: 'required' }],
      weight: [{ code: 'not_a_number' }],
      extra: [{ code: 'unknown_field' }],
    });
  });

  it('tells a missing field from one of the wrong type, and names the limit of a range', async () => {
    const missing = await app.inject({ method: 'POST', url: '/api/test/echo/', payload: { name: 'a' } });
    expect(expectErrorShape(missing.body).field_codes).toEqual({ weight: [{ code: 'required' }] });
    const small = await app.inject({ method: 'POST', url: '/api/test/echo/', payload: { name: 'a', weight: 0 } });
    expect(expectErrorShape(small.body).field_codes).toEqual({ weight: [{ code: 'must_be_more', min: 0 }] });
  });

  it('answers the fields of an AppError with their codes', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/taken' });
    expect(response.statusCode).toBe(409);
    expect(expectErrorShape(response.body)).toEqual({
      detail: 'Taken.',
      code: 'account_exists',
      fields: { email: ['Taken.'] },
      field_codes: { email: [{ code: 'email_taken' }] },
    });
  });

  it('answers a missing body with a validation error, not a crash', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/test/echo/' });
    expect(response.statusCode).toBe(400);
    expect(expectErrorShape(response.body).code).toBe('validation_failed');
  });

  it('answers an unsupported content type with a JSON 415', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/test/echo/',
      headers: { 'content-type': 'application/x-thing' },
      payload: 'x',
    });
    expect(response.statusCode).toBe(415);
    expect(expectErrorShape(response.body).code).toBe('unsupported_media_type');
  });

  it('turns an AppError into its status and stable code', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/conflict' });
    expect(response.statusCode).toBe(409);
    expect(expectErrorShape(response.body)).toEqual({
      detail: 'This load was accepted by another driver.',
      code: 'conflict',
    });
  });

  it('hides the details of an unexpected failure', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/test/bug' });
    expect(response.statusCode).toBe(500);
    expect(expectErrorShape(response.body).code).toBe('internal_error');
    expect(response.body).not.toContain('secret');
    expect(response.body).not.toContain('app.ts');
  });

  it('accepts the spec paths with or without their trailing slash', async () => {
    const withSlash = await app.inject({ method: 'POST', url: '/api/test/echo/', payload: { name: 'a', weight: 1 } });
    const without = await app.inject({ method: 'POST', url: '/api/test/echo', payload: { name: 'a', weight: 1 } });
    expect([withSlash.statusCode, without.statusCode]).toEqual([200, 200]);
  });
});
