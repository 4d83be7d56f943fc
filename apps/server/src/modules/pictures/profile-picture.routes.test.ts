import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ApiErrorSchema, type Picture, PictureListSchema, PublicUserSchema, UserSchema } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auth, createTempUser, makeStaff, registerUser } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { type FormFile, makePhoto, multipartBody } from './pictures.test-helpers';

let app: FastifyInstance;
let filesDir: string;

beforeAll(async () => {
  filesDir = await mkdtemp(path.join(tmpdir(), 'freight-profile-pictures-'));
  app = await buildTestApp({ config: { filesDir } });
});

afterAll(async () => {
  await app.close();
  await rm(filesDir, { recursive: true, force: true });
});

const photo = async (field = 'image_0'): Promise<FormFile> => ({
  field,
  bytes: await makePhoto({ widthPx: 600, heightPx: 600 }),
  type: 'image/jpeg',
  filename: 'me.jpg',
});

const uploadProfile = async (key: string, files?: FormFile[]) => {
  const { payload, headers } = await multipartBody({ files: files ?? [await photo()], model: { purpose: 'profile' } });
  return app.inject({ method: 'POST', url: '/api/picture/', payload, headers: { ...headers, ...auth(key) } });
};

const uploadedProfile = async (key: string): Promise<Picture> => {
  const response = await uploadProfile(key);
  expect(response.statusCode).toBe(201);
  const [picture] = PictureListSchema.parse(response.json());
  if (!picture) throw new Error('no picture');
  return picture;
};

const profileOf = async (key: string) =>
  UserSchema.parse((await app.inject({ method: 'GET', url: '/api/user/profile/', headers: auth(key) })).json());

const removePicture = (key: string, userId: string) =>
  app.inject({ method: 'PATCH', url: `/api/user/${userId}/`, headers: auth(key), payload: { picture: null } });

const statusOf = async (url: string) => (await app.inject({ method: 'GET', url })).statusCode;

describe('the profile picture', () => {
  it('shows a new picture in place of the old one, whose files are gone', async () => {
    const user = await registerUser(app);
    const first = await uploadedProfile(user.key);
    const second = await uploadedProfile(user.key);
    expect((await profileOf(user.key)).picture).toEqual({ thumb: second.thumb, large: second.large });
    expect(await statusOf(first.thumb)).toBe(404);
    expect(await statusOf(first.large)).toBe(404);
    expect(await statusOf(second.thumb)).toBe(200);
  });

  it('is shown to other users with the public profile, to anyone holding its address', async () => {
    const user = await registerUser(app);
    const picture = await uploadedProfile(user.key);
    const other = await registerUser(app);
    const response = await app.inject({
      method: 'GET',
      url: `/api/user/${user.user.id}/public/`,
      headers: auth(other.key),
    });
    expect(PublicUserSchema.parse(response.json()).picture).toEqual({ thumb: picture.thumb, large: picture.large });
    const file = await app.inject({ method: 'GET', url: picture.thumb });
    expect(file.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('can be removed by its owner, and then is served to no one', async () => {
    const user = await registerUser(app);
    const picture = await uploadedProfile(user.key);
    const response = await removePicture(user.key, user.user.id);
    expect(response.statusCode).toBe(200);
    expect(UserSchema.parse(response.json()).picture).toBeNull();
    expect((await profileOf(user.key)).picture).toBeNull();
    expect(await statusOf(picture.large)).toBe(404);
    expect((await removePicture(user.key, user.user.id)).statusCode).toBe(200);
  });

  it('can be removed by staff but not by another user, who is told the user does not exist', async () => {
    const user = await registerUser(app);
    const picture = await uploadedProfile(user.key);
    const other = await registerUser(app);
    const refused = await removePicture(other.key, user.user.id);
    expect(refused.statusCode).toBe(404);
    expect(await statusOf(picture.thumb)).toBe(200);
    const staff = await makeStaff(app);
    expect((await removePicture(staff.key, user.user.id)).statusCode).toBe(200);
    expect((await profileOf(user.key)).picture).toBeNull();
  });

  it('is for registered users: a temporary visitor is asked to log in', async () => {
    const visitor = await createTempUser(app);
    const response = await uploadProfile(visitor.key);
    expect(response.statusCode).toBe(403);
    expect(ApiErrorSchema.parse(response.json()).code).toBe('forbidden');
    expect((await profileOf(visitor.key)).picture).toBeNull();
  });

  it('is one picture: an upload of two is refused and changes nothing', async () => {
    const user = await registerUser(app);
    const response = await uploadProfile(user.key, [await photo('image_0'), await photo('image_1')]);
    expect(response.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(response.json()).fields).toHaveProperty('image_1');
    expect((await profileOf(user.key)).picture).toBeNull();
  });
});
