import { PictureSchema } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTempUser, makeConfirmedShipper, makeStaff, registerUser } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { makeQuotedHaul } from '../../testing/hauls';
import { makePostedHaul } from '../../testing/posted-hauls';
import { uploadOnePicture } from './pictures.test-helpers';

/** Who may change a picture, and who is served its files, with which cache rules. */
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(() => app.close());

const uploadOne = (key: string, model?: unknown) => uploadOnePicture(app, key, model);

const fetchFile = (url: string, key?: string) => app.inject({ method: 'GET', url, headers: key ? auth(key) : {} });

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
