import { Writable } from 'node:stream';
import { ApiErrorSchema, type Picture, PictureListSchema } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { auth, makeStaff, registerUser } from '../../testing/accounts';
import { testConfig } from '../../testing/build-test-app';
import { startS3Server } from '../../testing/s3-server';
import { createTestDatabase } from '../../testing/test-database';
import { makePhoto, multipartBody } from './pictures.test-helpers';

let s3: Awaited<ReturnType<typeof startS3Server>>;
let app: FastifyInstance;
const logLines: string[] = [];

beforeAll(async () => {
  s3 = await startS3Server();
  // The store comes from the configuration, through the same factory production uses.
  app = await buildApp({
    config: testConfig({ logLevel: 'warn', fileStorage: { kind: 's3', ...s3.settings } }),
    database: await createTestDatabase(),
    logger: {
      stream: new Writable({
        write(chunk, _encoding, done) {
          logLines.push(String(chunk));
          done();
        },
      }),
    },
  });
});

afterAll(async () => {
  await app.close();
  await s3.close();
});

const upload = async (key: string, purpose: 'haul' | 'chat' | 'profile') => {
  const { payload, headers } = await multipartBody({
    model: { purpose },
    files: [
      {
        field: 'image_0',
        bytes: await makePhoto({ widthPx: 640, heightPx: 480 }),
        type: 'image/jpeg',
        filename: 'a.jpg',
      },
    ],
  });
  return app.inject({ method: 'POST', url: '/api/picture/', payload, headers: { ...headers, ...auth(key) } });
};

const uploadOne = async (key: string, purpose: 'haul' | 'chat' | 'profile'): Promise<Picture> => {
  const response = await upload(key, purpose);
  expect(response.statusCode).toBe(201);
  const [picture] = PictureListSchema.parse(response.json());
  if (!picture) throw new Error('no picture');
  return picture;
};

const fetchFile = (url: string, key?: string) => app.inject({ method: 'GET', url, headers: key ? auth(key) : {} });

const keyOf = (url: string) => url.replace('/api/picture/file/', '');

describe('pictures in S3-compatible object storage', () => {
  it('stores both versions in the bucket and serves their bytes through the app', async () => {
    const shipper = await registerUser(app);
    const picture = await uploadOne(shipper.key, 'profile');
    expect(picture.thumb).toMatch(/^\/api\/picture\/file\/pictures\/[0-9a-f-]{36}\/thumb\.webp$/);
    for (const url of [picture.thumb, picture.large]) {
      const response = await fetchFile(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/webp');
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      const inBucket = await s3.storedBytes(keyOf(url));
      expect(Number(response.headers['content-length'])).toBe(inBucket.length);
      expect(response.rawPayload.equals(inBucket)).toBe(true);
    }
  });

  it('keeps chat pictures to their owner and staff, as on local disk', async () => {
    const owner = await registerUser(app);
    const outsider = await registerUser(app);
    const staff = await makeStaff(app);
    const picture = await uploadOne(owner.key, 'chat');
    expect((await fetchFile(picture.thumb)).statusCode).toBe(404);
    expect((await fetchFile(picture.thumb, outsider.key)).statusCode).toBe(404);
    expect((await fetchFile(picture.thumb, staff.key)).statusCode).toBe(200);
    const mine = await fetchFile(picture.large, owner.key);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, max-age=31536000, immutable');
  });

  it('answers 404 for a picture whose file is gone from the bucket', async () => {
    const shipper = await registerUser(app);
    const picture = await uploadOne(shipper.key, 'haul');
    await s3.removeObject(keyOf(picture.thumb));
    const response = await fetchFile(picture.thumb, shipper.key);
    expect(response.statusCode).toBe(404);
    expect(ApiErrorSchema.parse(response.json()).code).toBe('not_found');
  });

  it('is ready while the bucket answers', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/readyz' })).statusCode).toBe(200);
  });

  // Last: it stops the store.
  it('answers a prompt JSON 503 when the store is down, and logs it without credentials', async () => {
    const shipper = await registerUser(app);
    const picture = await uploadOne(shipper.key, 'haul');
    await s3.close();
    for (const response of [
      await fetchFile(picture.large, shipper.key),
      await upload(shipper.key, 'haul'),
      await app.inject({ method: 'GET', url: '/api/readyz' }),
    ]) {
      expect(response.statusCode).toBe(503);
      expect(ApiErrorSchema.parse(response.json()).code).toBe('service_unavailable');
    }
    const log = logLines.join('');
    expect(log).toContain('the file store could not be reached');
    expect(log).toContain(keyOf(picture.large));
    expect(log).not.toContain(s3.settings.secretAccessKey);
    expect(log).not.toContain('AWS4-HMAC-SHA256');
  });
});
