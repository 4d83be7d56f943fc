import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiErrorSchema, PICTURE_MAX_BYTES, PictureListSchema } from '@freight/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictures } from '../../db/schema/pictures';
import { auth, createTempUser, registerUser } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { makeQuotedHaul } from '../../testing/hauls';
import {
  type FormFile,
  hasGpsPointer,
  jpegFile,
  makePhoto,
  multipartBody,
  uploadOnePicture,
  uploadPictures,
} from './pictures.test-helpers';

let app: FastifyInstance;
let filesDir: string;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'freight-pictures-'));
  app = await buildTestApp({ config: { filesDir } });
});

afterAll(async () => {
  await app.close();
  await rm(filesDir, { recursive: true, force: true });
});

const upload = (request: { key?: string; files: FormFile[]; model?: unknown }) => uploadPictures(app, request);

const uploadOne = (key: string, model?: unknown) => uploadOnePicture(app, key, model);

const fetchFile = (url: string, key?: string) => app.inject({ method: 'GET', url, headers: key ? auth(key) : {} });

const storedFileCount = async () =>
  (await readdir(filesDir, { recursive: true, withFileTypes: true })).filter(
    (e) => e.isFile() && !e.parentPath.includes('.types'),
  ).length;

describe('uploading pictures', () => {
  it('stores each image_N as a thumbnail and a large version, both capped in size', async () => {
    const shipper = await registerUser(app);
    const response = await upload({
      key: shipper.key,
      model: { purpose: 'haul', caption: 'The tractor' },
      files: [
        jpegFile(await makePhoto({ widthPx: 2400, heightPx: 1200 }), 'image_0'),
        {
          field: 'image_1',
          bytes: await makePhoto({ widthPx: 500, heightPx: 300, format: 'png' }),
          type: 'image/png',
          filename: 'b.png',
        },
      ],
    });
    expect(response.statusCode).toBe(201);
    const body = PictureListSchema.parse(response.json());
    expect(body.map(({ width, height, caption, order }) => ({ width, height, caption, order }))).toEqual([
      { width: 1600, height: 800, caption: 'The tractor', order: 0 },
      { width: 500, height: 300, caption: 'The tractor', order: 1 },
    ]);
    const [first] = body;
    if (!first) throw new Error('no picture');
    const thumb = await fetchFile(first.thumb, shipper.key);
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers['content-type']).toBe('image/webp');
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 320, height: 160 });
    const large = await fetchFile(first.large, shipper.key);
    expect(await sharp(large.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 1600, height: 800 });
  });

  it('removes GPS and all other metadata and turns the picture upright', async () => {
    const shipper = await registerUser(app);
    const original = await makePhoto({
      widthPx: 400,
      heightPx: 200,
      exif: { marker: 'farm-7-secret', orientation: 6 },
    });
    const originalMeta = await sharp(original).metadata();
    expect(hasGpsPointer(originalMeta.exif)).toBe(true);
    expect(originalMeta.exif?.includes('farm-7-secret')).toBe(true);

    const response = await upload({ key: shipper.key, model: { purpose: 'haul' }, files: [jpegFile(original)] });
    const [picture] = PictureListSchema.parse(response.json());
    if (!picture) throw new Error('no picture');
    expect(picture).toMatchObject({ width: 200, height: 400 });
    for (const url of [picture.thumb, picture.large]) {
      const bytes = (await fetchFile(url, shipper.key)).rawPayload;
      const meta = await sharp(bytes).metadata();
      expect(meta.exif).toBeUndefined();
      expect(meta.xmp).toBeUndefined();
      expect(meta.orientation).toBeUndefined();
      expect(bytes.includes('farm-7-secret')).toBe(false);
    }
  });

  it('refuses a file over 16 MB with the spec message and keeps nothing from that request', async () => {
    const shipper = await registerUser(app);
    const rowsBefore = (await app.db.select().from(pictures)).length;
    const filesBefore = await storedFileCount();
    const response = await upload({
      key: shipper.key,
      model: { purpose: 'haul' },
      files: [
        jpegFile(await makePhoto({ widthPx: 64, heightPx: 64 }), 'image_0'),
        jpegFile(new Uint8Array(PICTURE_MAX_BYTES + 1), 'image_1'),
      ],
    });
    expect(response.statusCode).toBe(413);
    expect(ApiErrorSchema.parse(response.json())).toEqual({
      detail: 'A picture is too large, 16MB max.',
      code: 'payload_too_large',
    });
    expect((await app.db.select().from(pictures)).length).toBe(rowsBefore);
    expect(await storedFileCount()).toBe(filesBefore);
  });

  it('refuses the oversize file over a real socket too, where the limit can fall between chunks', async () => {
    const shipper = await registerUser(app);
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const { payload, headers } = await multipartBody({
      model: { purpose: 'haul' },
      files: [
        jpegFile(await makePhoto({ widthPx: 64, heightPx: 64 }), 'image_0'),
        jpegFile(new Uint8Array(PICTURE_MAX_BYTES + 1), 'image_1'),
      ],
    });
    const filesBefore = await storedFileCount();
    const response = await fetch(`${address}/api/picture/`, {
      method: 'POST',
      body: payload,
      headers: { ...headers, ...auth(shipper.key) },
    });
    expect(response.status).toBe(413);
    expect(ApiErrorSchema.parse(await response.json()).detail).toBe('A picture is too large, 16MB max.');
    expect(await storedFileCount()).toBe(filesBefore);
  });

  it('refuses a file that is not a picture whatever its name and declared type', async () => {
    const shipper = await registerUser(app);
    const response = await upload({
      key: shipper.key,
      model: { purpose: 'haul' },
      files: [jpegFile(new TextEncoder().encode('just some notes, not a photo'))],
    });
    expect(response.statusCode).toBe(415);
    const body = ApiErrorSchema.parse(response.json());
    expect(body.code).toBe('unsupported_media_type');
    expect(body.detail).toContain('image_0 is not a picture');
  });

  it('refuses a document dressed up as a PNG, and judges a real PNG by its bytes, not its name', async () => {
    const shipper = await registerUser(app);
    const fakePng = await upload({
      key: shipper.key,
      model: { purpose: 'haul' },
      files: [
        {
          field: 'image_0',
          bytes: new TextEncoder().encode('%PDF-1.4 invoice'),
          type: 'image/png',
          filename: 'scan.png',
        },
      ],
    });
    expect(fakePng.statusCode).toBe(415);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#c04040' } })
      .png()
      .toBuffer();
    const misnamed = await upload({
      key: shipper.key,
      model: { purpose: 'haul' },
      files: [{ field: 'image_0', bytes: png, type: 'application/octet-stream', filename: 'photo.jpg' }],
    });
    expect(misnamed.statusCode).toBe(201);
    const [picture] = PictureListSchema.parse(misnamed.json());
    const [stored] = await app.db
      .select({ type: pictures.originalContentType })
      .from(pictures)
      .where(eq(pictures.id, picture?.id ?? ''));
    expect(stored?.type).toBe('image/png');
  });

  it('attaches pictures only to the uploader’s own haul', async () => {
    const shipper = await registerUser(app);
    const other = await registerUser(app);
    const mine = await makeQuotedHaul(app, shipper.key);
    const theirs = await makeQuotedHaul(app, other.key);
    const photo = jpegFile(await makePhoto({ widthPx: 32, heightPx: 24 }));
    const onMine = await upload({ key: shipper.key, model: { purpose: 'haul', haul_id: mine.id }, files: [photo] });
    expect(PictureListSchema.parse(onMine.json())[0]?.haul_id).toBe(mine.id);
    const onTheirs = await upload({ key: shipper.key, model: { purpose: 'haul', haul_id: theirs.id }, files: [photo] });
    expect(onTheirs.statusCode).toBe(404);
    expect(onTheirs.json().fields).toEqual({ haul_id: ['No such haul.'] });
    const shown = await app.inject({ method: 'GET', url: `/api/haul/${mine.id}/`, headers: auth(shipper.key) });
    expect(shown.json().pictures).toHaveLength(1);
  });

  it('asks for a key: no token is a 401', async () => {
    const response = await upload({
      files: [jpegFile(await makePhoto({ widthPx: 10, heightPx: 10 }))],
      model: { purpose: 'haul' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('lets a temporary visitor add pictures to their draft', async () => {
    const visitor = await createTempUser(app);
    expect((await uploadOne(visitor.key)).purpose).toBe('haul');
  });

  it('keeps a visitor’s pictures when the visitor logs into an existing account', async () => {
    const account = await registerUser(app);
    const visitor = await createTempUser(app);
    const picture = await uploadOne(visitor.key);
    const login = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      headers: auth(visitor.key),
      payload: { username: account.user.email, password: account.password },
    });
    expect(login.statusCode).toBe(200);
    const edit = await app.inject({
      method: 'PATCH',
      url: `/api/picture/${picture.id}/`,
      headers: auth(login.json().key),
      payload: { caption: 'Still mine' },
    });
    expect(edit.statusCode).toBe(200);
    expect(edit.json().caption).toBe('Still mine');
  });

  it('makes a profile upload the user’s picture, shown on their profile and served as an image', async () => {
    const user = await registerUser(app);
    expect(user.user.picture).toBeNull();
    const picture = await uploadOne(user.key, { purpose: 'profile' });
    const profile = await app.inject({ method: 'GET', url: '/api/user/profile/', headers: auth(user.key) });
    expect(profile.json().picture).toEqual({ thumb: picture.thumb, large: picture.large });
    const file = await fetchFile(profile.json().picture.thumb);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/webp');
  });

  it('names the model field when it is missing or invalid', async () => {
    const shipper = await registerUser(app);
    const files = [jpegFile(await makePhoto({ widthPx: 10, heightPx: 10 }))];
    const missing = await upload({ key: shipper.key, files });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'validation_failed', fields: { model: [expect.any(String)] } });
    const invalid = await upload({ key: shipper.key, files, model: { purpose: 'selfie' } });
    expect(invalid.json()).toMatchObject({
      code: 'validation_failed',
      fields: { 'model.purpose': [expect.any(String)] },
    });
  });

  it('refuses a JSON body with 415', async () => {
    const shipper = await registerUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/picture/',
      payload: { purpose: 'haul' },
      headers: auth(shipper.key),
    });
    expect(response.statusCode).toBe(415);
  });
});
