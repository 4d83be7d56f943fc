import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outboxMessages, pushSubscriptions } from '../../db/schema';
import { registerUser } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import { pushesTo, subscribeDevice } from '../../testing/push-devices';
import { type PushServiceStandIn, startPushServiceStandIn } from '../../testing/push-service-stand-in';
import { retryDueMessages } from '../outbox/outbox-delivery';
import { sendPushes } from './send-push';

let app: FastifyInstance;
let standIn: PushServiceStandIn;
const clock = testClock();

beforeAll(async () => {
  standIn = await startPushServiceStandIn();
  app = await buildTestApp({ clock, config: { push: standIn.pushConfig() } });
});

afterAll(async () => {
  await app.close();
  await standIn.close();
});

const deps = () => ({ db: app.db, clock: app.clock, log: app.log, mailer: app.mailer, sms: null, push: app.push });
const payload = { title: 'New load', body: 'Regina, SK to Winnipeg, MB', url: '/search-jobs', tag: 'load-alert' };

const pushRowsOf = (userId: string) =>
  app.db
    .select()
    .from(outboxMessages)
    .where(sql`${outboxMessages.meta} ->> 'userId' = ${userId} and ${outboxMessages.channel} = 'push'`);

describe('delivering a push', () => {
  it('deletes a subscription its push service says is gone (410) and does not try it again', async () => {
    const { key, user } = await registerUser(app);
    const lost = await subscribeDevice(app, standIn, key);
    const kept = await subscribeDevice(app, standIn, key);
    standIn.gone.add(lost.id);

    expect(await sendPushes({ ...deps(), userId: user.id, payload, meta: { userId: user.id } })).toBe(true);
    const devices = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(devices).toMatchObject([{ endpoint: kept.endpoint, lastSuccessAt: clock.now() }]);
    expect(pushesTo(standIn, kept.id)).toEqual([payload]);
    const rows = await pushRowsOf(user.id);
    expect(rows.filter((row) => row.status === 'failed')).toMatchObject([
      { error: expect.stringContaining('410'), nextAttemptAt: null },
    ]);
  });

  it('keeps a push while its service is down and sends it once after the backoff', async () => {
    const { key, user } = await registerUser(app);
    const phone = await subscribeDevice(app, standIn, key);
    standIn.isDown = true;
    expect(await sendPushes({ ...deps(), userId: user.id, payload, meta: { userId: user.id } })).toBe(false);
    standIn.isDown = false;
    expect(pushesTo(standIn, phone.id)).toEqual([]);
    const [device] = await app.db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, user.id));
    expect(device?.lastFailureAt).toEqual(clock.now());

    clock.advance(61_000);
    await retryDueMessages(deps());
    clock.advance(10 * 60_000);
    await retryDueMessages(deps());
    expect(pushesTo(standIn, phone.id)).toEqual([payload]);
    expect(await pushRowsOf(user.id)).toMatchObject([{ status: 'sent', attempts: 2 }]);
  });
});
