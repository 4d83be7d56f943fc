import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pictures } from '../../db/schema';
import { makeConfirmedShipper } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { makeQuotedHaul } from '../../testing/hauls';
import { ORPHAN_AFTER_DAYS, pruneOrphanPictures } from './orphan-pictures';
import { uploadOnePicture } from './pictures.test-helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(() => app.close());

const DAY_MS = 86_400_000;

const prune = (daysFromNow: number) =>
  pruneOrphanPictures({ db: app.db, storage: app.storage }, new Date(Date.now() + daysFromNow * DAY_MS));

const rowOf = async (id: string) => (await app.db.select().from(pictures).where(eq(pictures.id, id)))[0];

/** The picture's stored thumbnail, or null once it is gone. */
const storedThumb = async (id: string) => {
  const row = await rowOf(id);
  return row ? app.storage.get(row.thumbKey) : null;
};

describe('pictures nothing used within a week', () => {
  it('are deleted with their files after a week: an inspection photo never sent, a chat picture never sent, a load picture never posted', async () => {
    const shipper = await makeConfirmedShipper(app);
    const unsent = await uploadOnePicture(app, shipper.key, { purpose: 'inspection' });
    const unsentChat = await uploadOnePicture(app, shipper.key, { purpose: 'chat' });
    const neverPosted = await uploadOnePicture(app, shipper.key, { purpose: 'haul' });
    const [row] = await app.db.select().from(pictures).where(eq(pictures.id, unsent.id));
    if (!row) throw new Error('not stored');
    expect(await app.storage.get(row.thumbKey)).not.toBeNull();

    // A day later they may still be on their way (a driver's photos wait for the signal): nothing goes.
    await prune(1);
    expect(await rowOf(unsent.id)).toBeDefined();

    await prune(ORPHAN_AFTER_DAYS + 1);
    for (const picture of [unsent, unsentChat, neverPosted]) expect(await rowOf(picture.id)).toBeUndefined();
    expect(await app.storage.get(row.thumbKey)).toBeNull();
    expect(await app.storage.get(row.largeKey)).toBeNull();
  });

  it('keeps what is used: a load’s pictures and a profile picture', async () => {
    const shipper = await makeConfirmedShipper(app);
    const haul = await makeQuotedHaul(app, shipper.key);
    const onLoad = await uploadOnePicture(app, shipper.key, { purpose: 'haul', haul_id: haul.id });
    const profile = await uploadOnePicture(app, shipper.key, { purpose: 'profile' });

    await prune(ORPHAN_AFTER_DAYS + 30);
    expect(await rowOf(onLoad.id)).toBeDefined();
    expect(await rowOf(profile.id)).toBeDefined();
    expect(await storedThumb(profile.id)).not.toBeNull();
  });
});
