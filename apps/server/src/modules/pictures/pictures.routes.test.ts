import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiErrorSchema, PICTURE_MAX_BYTES, type Picture, PictureListSchema, PictureSchema } from '@freight/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictures } from '../../db/schema/pictures';
import { auth, createTempUser, makeConfirmedShipper, makeStaff, registerUser } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { makeQuotedHaul } from '../../testing/hauls';
import { makePostedHaul } from '../../testing/posted-hauls';
import { type FormFile, hasGpsPointer, makePhoto, multipartBody } from './pictures.test-helpers';

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

const jpegFile = (bytes: Uint8Array, field = 'image_0'): FormFile => ({
  field,
  bytes,
  type: 'image/jpeg',
  filename: 'photo.jpg',
});

const upload = async ({ key, files, model }: { key?: string; files: FormFile[]; model?: unknown }) => {
  const { payload, headers } = await multipartBody({ files, model });
  return app.inject({
    method: 'POST',
    url: '/api/picture/',
    payload,
    headers: { ...headers, ...(key ? auth(key) : {}) },
  });
};

const uploadOne = async (key: string, model: unknown = { purpose: 'haul' }): Promise<Picture> => {
  const response = await upload({ key, files: [jpegFile(await makePhoto({ widthPx: 64, heightPx: 48 }))], model });
  expect(response.statusCode).toBe(201);
  const [picture] = PictureListSchema.parse(response.json());
  if (!picture) throw new Error('no picture');
  return picture;
};

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

describe('changing a picture', () => {
  it('lets the owner and staff change it, and tells anyone else it does not exist', async () => {
    const owner = await registerUser(app);
    const other = await registerUser(app);
    const staff = await makeStaff(app);
    const picture = await uploadOne(owner.key);
    const url = `/api/picture/${picture.id}/`;
    const haulId = (await makeQuotedHaul(app, owner.key)).id;
    const othersHaulId = (await makeQuotedHaul(app, other.key)).id;

    const byOther = await app.inject({
      method: 'PATCH',
      url,
      payload: { caption: 'mine now' },
      headers: auth(other.key),
    });
    expect(byOther.statusCode).toBe(404);
    expect(byOther.json().code).toBe('not_found');

    const byOwner = await app.inject({
      method: 'PATCH',
      url,
      payload: { caption: ' Left side ', order: 3, haul_id: haulId },
      headers: auth(owner.key),
    });
    expect(byOwner.statusCode).toBe(200);
    expect(PictureSchema.parse(byOwner.json())).toMatchObject({ caption: 'Left side', order: 3, haul_id: haulId });

    const ontoOthersHaul = await app.inject({
      method: 'PATCH',
      url,
      payload: { haul_id: othersHaulId },
      headers: auth(owner.key),
    });
    expect(ontoOthersHaul.statusCode).toBe(404);
    expect(ontoOthersHaul.json().fields).toEqual({ haul_id: ['No such haul.'] });

    const byStaff = await app.inject({ method: 'PATCH', url, payload: { haul_id: null }, headers: auth(staff.key) });
    expect(PictureSchema.parse(byStaff.json())).toMatchObject({ caption: 'Left side', haul_id: null });
  });

  it('answers 404 for an unknown picture', async () => {
    const owner = await registerUser(app);
    const response = await app.inject({
      method: 'PATCH',
      url: '/api/picture/0197a000-0000-7000-8000-000000000002/',
      payload: { caption: 'x' },
      headers: auth(owner.key),
    });
    expect(response.statusCode).toBe(404);
  });
});

describe('serving picture files', () => {
  it('shows chat pictures only to their owner or staff, with a private cache', async () => {
    const owner = await registerUser(app);
    const other = await registerUser(app);
    const staff = await makeStaff(app);
    const picture = await uploadOne(owner.key, { purpose: 'chat' });
    expect((await fetchFile(picture.thumb)).statusCode).toBe(404);
    expect((await fetchFile(picture.thumb, other.key)).statusCode).toBe(404);
    expect((await fetchFile(picture.thumb, staff.key)).statusCode).toBe(200);
    const mine = await fetchFile(picture.large, owner.key);
    expect(mine.statusCode).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, max-age=31536000, immutable');
  });

  it('shows a draft’s pictures only to its owner and staff, never from a shared cache', async () => {
    const owner = await makeConfirmedShipper(app);
    const draft = await makeQuotedHaul(app, owner.key);
    const picture = await uploadOne(owner.key, { purpose: 'haul', haul_id: draft.id });
    const other = await registerUser(app);
    const visitor = await createTempUser(app);
    const staff = await makeStaff(app);
    for (const key of [undefined, visitor.key, other.key]) {
      expect((await fetchFile(picture.thumb, key)).statusCode).toBe(404);
      expect((await fetchFile(picture.large, key)).statusCode).toBe(404);
    }
    for (const key of [owner.key, staff.key]) {
      const file = await fetchFile(picture.large, key);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
      expect(file.headers['cache-control']).toBe('private, no-cache');
    }
  });

  it('keeps a picture not yet attached to anything to its owner and staff', async () => {
    const owner = await registerUser(app);
    const picture = await uploadOne(owner.key, { purpose: 'haul' });
    expect((await fetchFile(picture.thumb)).statusCode).toBe(404);
    expect((await fetchFile(picture.thumb, (await registerUser(app)).key)).statusCode).toBe(404);
    expect((await fetchFile(picture.thumb, (await makeStaff(app)).key)).statusCode).toBe(200);
    expect((await fetchFile(picture.thumb, owner.key)).headers['cache-control']).toBe('private, no-cache');
  });

  it('shows a load’s pictures to anyone once it is posted', async () => {
    const owner = await makeConfirmedShipper(app);
    const draft = await makeQuotedHaul(app, owner.key);
    const picture = await uploadOne(owner.key, { purpose: 'haul', haul_id: draft.id });
    await makePostedHaul(app, { shipper: owner, draft });
    const file = await fetchFile(picture.thumb);
    expect(file.statusCode).toBe(200);
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers a revalidation of a picture with 304 and no body', async () => {
    const owner = await registerUser(app);
    const picture = await uploadOne(owner.key, { purpose: 'haul' });
    const first = await fetchFile(picture.thumb, owner.key);
    const again = await app.inject({
      method: 'GET',
      url: picture.thumb,
      headers: { ...auth(owner.key), 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    const stranger = await app.inject({
      method: 'GET',
      url: picture.thumb,
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(stranger.statusCode).toBe(404);
  });

  it('answers 404 for keys that are not a stored picture, traversal attempts included', async () => {
    for (const key of ['..%2F..%2Fetc%2Fpasswd', '../../etc/passwd', '.types/x', 'pictures/not-a-uuid/thumb.webp']) {
      const response = await fetchFile(`/api/picture/file/${key}`);
      expect([404], key).toContain(response.statusCode);
    }
  });
});
