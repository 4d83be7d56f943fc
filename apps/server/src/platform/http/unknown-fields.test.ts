import { ApiErrorSchema } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { auth, registerUser } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { unknownFieldPaths } from './unknown-fields';

const Stop = z.object({ name: z.string(), at: z.object({ lon: z.number(), lat: z.number() }).nullish() });
const Body = z
  .object({
    stops: z.array(Stop),
    note: z.preprocess((value) => value, z.object({ text: z.string() })).optional(),
    extras: z.record(z.string(), z.unknown()).optional(),
    loose: z.looseObject({ a: z.string() }).optional(),
    either: z.union([z.object({ cash: z.number() }), z.object({ card: z.string() })]).optional(),
  })
  .meta({ id: 'UnknownFieldsTestBody' });

describe('unknownFieldPaths', () => {
  it.each([
    ['a known body', { stops: [{ name: 'a', at: { lon: 1, lat: 2 } }] }, []],
    ['a misspelt top field', { stops: [], recieve: 1 }, [['recieve']]],
    [
      'a field deep in an array',
      { stops: [{ name: 'a', at: { lon: 1, lat: 2, alt: 3 } }] },
      [['stops', 0, 'at', 'alt']],
    ],
    ['a field behind a preprocess', { stops: [], note: { text: 'x', colour: 'red' } }, [['note', 'colour']]],
    ['any key of a record or a loose object', { stops: [], extras: { x: 1 }, loose: { a: 'b', c: 1 } }, []],
    ['a field one union option names', { stops: [], either: { card: 'visa' } }, []],
    ['a field no union option names', { stops: [], either: { cash: 1, cheque: 2 } }, [['either', 'cheque']]],
  ])('finds in %s: %j', (_, value, expected) => {
    expect(unknownFieldPaths(Body, value)).toEqual(expected);
  });
});

describe('unknown body fields on a route', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildTestApp();
  });

  afterAll(() => app.close());

  it('refuses PATCH /user/{id}/ with receive_email (the spec spells it recieve_email) by name, and changes nothing', async () => {
    const user = await registerUser(app);
    const patch = (payload: object) =>
      app.inject({ method: 'PATCH', url: `/api/user/${user.user.id}/`, headers: auth(user.key), payload });
    const misspelt = await patch({ receive_email: false });
    expect(misspelt.statusCode).toBe(400);
    const body = ApiErrorSchema.parse(misspelt.json());
    expect(body.code).toBe('validation_failed');
    expect(body.fields).toEqual({ receive_email: ['Unknown field "receive_email".'] });
    expect(body.field_codes).toEqual({ receive_email: [{ code: 'unknown_field' }] });
    const profile = await app.inject({ method: 'GET', url: '/api/user/profile/', headers: auth(user.key) });
    expect(profile.json().recieve_email).toBe(true);
    expect((await patch({ recieve_email: false })).json().recieve_email).toBe(false);
  });

  it('names unknown fields beside the invalid ones in one answer', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: 'someone@example.com', pasword: 'typo in the name' },
    });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(ApiErrorSchema.parse(response.json()).fields ?? {}).sort()).toEqual(['password', 'pasword']);
  });

  it('says so in the OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
    expect(document.info.description).toMatch(/unknown field/i);
    const body = document.paths['/user/{id}/'].patch.requestBody.content['application/json'].schema;
    const named = body.$ref ? document.components.schemas[body.$ref.split('/').pop()] : body;
    expect(named.additionalProperties).toBe(false);
    expect(named.properties).toHaveProperty('recieve_email');
  });
});
