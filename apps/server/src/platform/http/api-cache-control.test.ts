import { PictureListSchema } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePhoto, multipartBody } from '../../modules/pictures/testing';
import { auth, registerUser } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';

let app: FastifyInstance;
let key: string;

beforeAll(async () => {
  app = await buildTestApp();
  key = (await registerUser(app)).key;
});

afterAll(() => app.close());

describe('API cache control', () => {
  it('keeps a signed-in user’s profile out of every cache', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/user/profile/', headers: auth(key) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('keeps a refusal to a request carrying a key out of every cache too', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/user/profile/', headers: auth('not-a-real-key') });
    expect(response.statusCode).toBe(401);
    expect(response.headers['cache-control']).toBe('private, no-store');
  });

  it('lets a public answer be stored but revalidated, varying with the key', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/healthz' });
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.headers.vary).toMatch(/authorization/i);
  });

  it('leaves the caching a route chose as it is, even for a signed-in request (pictures)', async () => {
    const photo = await makePhoto({ widthPx: 64, heightPx: 48 });
    const { payload, headers } = await multipartBody({
      files: [{ field: 'image_0', bytes: photo, type: 'image/jpeg', filename: 'photo.jpg' }],
      model: { purpose: 'profile' },
    });
    const uploaded = await app.inject({
      method: 'POST',
      url: '/api/picture/',
      payload,
      headers: { ...headers, ...auth(key) },
    });
    const [picture] = PictureListSchema.parse(uploaded.json());
    const response = await app.inject({ method: 'GET', url: picture?.thumb ?? '', headers: auth(key) });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});
