import { HaulSchema } from '@freight/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { hauls, loadAlerts } from '../../db/schema';
import type { Database, DatabaseHandle } from '../../platform/db/database';
import { auth, latestEmailTo, makeConfirmedShipper } from '../../testing/accounts';
import { testClock, testConfig } from '../../testing/build-test-app';
import { makeDriver } from '../../testing/drivers';
import { makeQuotedHaul } from '../../testing/hauls';
import { createTestDatabase } from '../../testing/test-database';
import { drainDueLoadAlerts, loadAlertSenderDepsOf } from './load-alert-sender';
import { POST_DETAILS } from './load-alerts.test-helpers';

/**
 * The must-show (issue 17, item 3): a load's alerts are written with the publish, not after it. The app runs
 * on a database that "dies" at the edge of the transaction that makes the load `posted`: after its commit (every
 * later query of the request fails, as if the process had been killed there) or just before it (the transaction
 * rolls back). The alerts are then read, and sent, through the database itself, as a restarted process would.
 */
type Death = { haulId: string; when: 'after_commit' | 'before_commit' };

const isPosted = async (tx: Parameters<Parameters<Database['transaction']>[0]>[0], haulId: string) =>
  (await tx.select({ status: hauls.status }).from(hauls).where(eq(hauls.id, haulId)))[0]?.status === 'posted';

/** `db` with one planned death; `dead` stays true until `revive`. */
const mortal = (db: Database) => {
  let planned: Death | null = null;
  let dead = false;
  const transaction: Database['transaction'] = async (work, config) => {
    let diedHere: Death['when'] | null = null;
    const result = await db.transaction(async (tx) => {
      const value = await work(tx);
      if (planned && (await isPosted(tx, planned.haulId))) {
        diedHere = planned.when;
        planned = null;
      }
      if (diedHere === 'before_commit') throw new Error('the process died before the commit');
      return value;
    }, config);
    if (diedHere === 'after_commit') dead = true;
    return result;
  };
  const proxy = new Proxy(db, {
    get: (target, property) => {
      if (dead) throw new Error('the process died after the commit');
      if (property === 'transaction') return transaction;
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  return {
    db: proxy,
    plan: (death: Death) => {
      planned = death;
    },
    revive: () => {
      dead = false;
    },
    /** True once the planned death happened (a test that never reached it would prove nothing). */
    hasDied: () => planned === null,
  };
};

const clock = testClock();
let handle: DatabaseHandle;
let server: ReturnType<typeof mortal>;
let app: FastifyInstance;

beforeAll(async () => {
  handle = await createTestDatabase();
  server = mortal(handle.db);
  app = await buildApp({ config: testConfig(), database: { ...handle, db: server.db }, logger: false, clock });
});

afterAll(() => app.close());

const publish = (haulId: string, shipperKey: string) =>
  app.inject({
    method: 'PUT',
    url: `/api/haul/${haulId}/publish/`,
    headers: auth(shipperKey),
    payload: POST_DETAILS,
  });

const statusOf = async (haulId: string) =>
  (await handle.db.select({ status: hauls.status }).from(hauls).where(eq(hauls.id, haulId)))[0]?.status;

const alertsFor = (haulId: string) => handle.db.select().from(loadAlerts).where(eq(loadAlerts.haulId, haulId));

const sendDueAlerts = () => drainDueLoadAlerts({ ...loadAlertSenderDepsOf(app), db: handle.db, sms: null });

describe('a publish that dies at its commit', () => {
  it('still alerts the drivers when the process dies right after the commit, before anything else runs', async () => {
    const driver = await makeDriver(app, { level: 1 });
    const shipper = await makeConfirmedShipper(app);
    const haul = HaulSchema.parse(await makeQuotedHaul(app, shipper.key));

    server.plan({ haulId: haul.id, when: 'after_commit' });
    const response = await publish(haul.id, shipper.key);
    server.revive();
    expect(server.hasDied()).toBe(true);

    // The request itself never finished: the kill came between the commit and the answer.
    expect(response.statusCode).toBe(500);
    expect(await statusOf(haul.id)).toBe('posted');
    expect(await alertsFor(haul.id)).toMatchObject([{ userId: driver.user.id, sentAt: null }]);

    await sendDueAlerts();
    const email = await latestEmailTo(app, driver.user.email ?? '');
    expect(email.text).toContain(`${app.config.publicBaseUrl}/job/${haul.id}`);
    expect(await alertsFor(haul.id)).toMatchObject([{ userId: driver.user.id, channels: ['email'] }]);
  });

  it('leaves the load a draft and no alert behind when the process dies before the commit', async () => {
    await makeDriver(app, { level: 1 });
    const shipper = await makeConfirmedShipper(app);
    const haul = HaulSchema.parse(await makeQuotedHaul(app, shipper.key));

    server.plan({ haulId: haul.id, when: 'before_commit' });
    const response = await publish(haul.id, shipper.key);
    expect(server.hasDied()).toBe(true);

    expect(response.statusCode).toBe(500);
    expect(await statusOf(haul.id)).toBe('draft');
    expect(await alertsFor(haul.id)).toEqual([]);

    // Published again once the process is back, the load is posted with its alerts.
    expect((await publish(haul.id, shipper.key)).statusCode).toBe(200);
    expect((await alertsFor(haul.id)).length).toBeGreaterThan(0);
  });
});
