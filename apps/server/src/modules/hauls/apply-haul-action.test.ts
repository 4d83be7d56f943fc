import {
  HAUL_ACTIONS,
  HAUL_RULES,
  HAUL_STATUSES,
  type HaulAction,
  type HaulActor,
  type HaulStatus,
} from '@freight/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hauls } from '../../db/schema';
import { createTempUser } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { makeQuotedHaul } from '../../testing/hauls';
import { applyHaulAction } from './apply-haul-action';

const ACTORS: HaulActor[] = ['shipper', 'driver', 'staff'];

let app: FastifyInstance;
let haulId: string;
let driverUserId: string;

beforeAll(async () => {
  app = await buildTestApp();
  const shipper = await createTempUser(app);
  driverUserId = (await createTempUser(app)).user.id;
  haulId = (await makeQuotedHaul(app, shipper.key)).id;
});

afterAll(async () => {
  await app.close();
});

const readHaul = async () => {
  const [row] = await app.db.select().from(hauls).where(eq(hauls.id, haulId));
  if (!row) throw new Error('the haul vanished');
  return row;
};

/** Puts the haul in `status` directly (a fixture: the state under test, not a move), held by the test driver. */
const placeIn = async (status: HaulStatus) => {
  await app.db.update(hauls).set({ status, driverUserId }).where(eq(hauls.id, haulId));
  return readHaul();
};

let tick = 0;
/** A column that moves with the action, new each time, so a refused action visibly left it alone. */
const freshChanges = () => ({ updatedAt: new Date(Date.UTC(2030, 0, 1) + ++tick * 1000) });

const allows = (action: HaulAction, status: HaulStatus) =>
  (HAUL_RULES[action].from as readonly HaulStatus[]).includes(status);

describe('applyHaulAction', () => {
  it.each(HAUL_ACTIONS)('moves %s exactly as HAUL_RULES says, from each of the seven statuses', async (action) => {
    const rule = HAUL_RULES[action];
    const actor = rule.by[0] as HaulActor;
    for (const status of HAUL_STATUSES) {
      const before = await placeIn(status);
      const changes = freshChanges();
      const result = await applyHaulAction(app.db, { haulId, action, actor, changes });
      const after = await readHaul();
      if (allows(action, status)) {
        expect(result.ok, `${action} from ${status}`).toBe(true);
        expect(after.status, `${action} from ${status}`).toBe(rule.to ?? status);
        expect(after.updatedAt).toEqual(changes.updatedAt);
      } else {
        expect(result, `${action} from ${status}`).toEqual({ ok: false, reason: 'wrong_status' });
        expect(after, `${action} from ${status} left the row as it was`).toEqual(before);
      }
    }
  });

  it.each(HAUL_ACTIONS)('refuses %s by anyone the table does not name, and changes nothing', async (action) => {
    const rule = HAUL_RULES[action];
    const status = rule.from[0] as HaulStatus;
    for (const actor of ACTORS.filter((one) => !(rule.by as readonly HaulActor[]).includes(one))) {
      const before = await placeIn(status);
      const result = await applyHaulAction(app.db, { haulId, action, actor, changes: freshChanges() });
      expect(result).toEqual({ ok: false, reason: 'wrong_actor' });
      expect(await readHaul()).toEqual(before);
    }
  });

  it('moves nothing decided on a stale read: the haul is no longer in the status the caller saw', async () => {
    const before = await placeIn('posted');
    const result = await applyHaulAction(app.db, {
      haulId,
      action: 'cancel',
      actor: 'shipper',
      readStatus: 'accepted',
      changes: freshChanges(),
    });
    expect(result).toEqual({ ok: false, reason: 'wrong_status' });
    expect(await readHaul()).toEqual(before);
  });

  it('moves a held load only while the named driver still holds it', async () => {
    const before = await placeIn('confirmed');
    const stranger = (await createTempUser(app)).user.id;
    const refused = await applyHaulAction(app.db, {
      haulId,
      action: 'pick_up',
      actor: 'driver',
      driverUserId: stranger,
      changes: freshChanges(),
    });
    expect(refused).toEqual({ ok: false, reason: 'wrong_status' });
    expect(await readHaul()).toEqual(before);
    const moved = await applyHaulAction(app.db, { haulId, action: 'pick_up', actor: 'driver', driverUserId });
    expect(moved.ok).toBe(true);
    expect((await readHaul()).status).toBe('picked_up');
  });

  it('lets exactly one of two simultaneous moves out of the same status through', async () => {
    await placeIn('accepted');
    const results = await Promise.all([
      applyHaulAction(app.db, { haulId, action: 'confirm', actor: 'shipper' }),
      applyHaulAction(app.db, { haulId, action: 'cancel', actor: 'shipper', readStatus: 'accepted' }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
  });
});
