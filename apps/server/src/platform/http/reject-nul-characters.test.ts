import { ApiErrorSchema } from '@freight/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hauls } from '../../db/schema';
import { auth, createTempUser } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(() => app.close());

const quote = (originName: string) => ({
  origin: { name: originName, location: [-106.67, 52.13] },
  destination: { name: 'Lethbridge, AB', location: [-112.82, 49.7] },
  load: { make_model: 'Kubota M7-154', length: 4.78, width: 2.79, height: 3.09, weight: 6557, load_type: 'machinery' },
});

describe('text holding the NUL character', () => {
  it('is refused with a 400 naming the field, and nothing is saved', async () => {
    const { key, user } = await createTempUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/quote/',
      headers: auth(key),
      payload: quote('Saskatoon\u0000, SK'),
    });
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json())).toMatchObject({
      code: 'bad_request',
      fields: { 'origin.name': ['This field may not contain the NUL character.'] },
    });
    expect(await app.db.select().from(hauls).where(eq(hauls.userId, user.id))).toEqual([]);

    const clean = await app.inject({
      method: 'POST',
      url: '/api/quote/',
      headers: auth(key),
      payload: quote('Saskatoon, SK'),
    });
    expect(clean.statusCode).toBe(201);
  });

  it('is refused in a query string too', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/spec/get_autocomplete/?search_term=f15%000' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'bad_request', fields: { search_term: expect.any(Array) } });
  });
});
