import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haulDeclines, loadAlerts, outboxMessages, shipperBlockedDrivers, users } from '../../db/schema';
import { auth, changeUserRow, latestEmailTo, makeConfirmedShipper } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import { makeDriver } from '../../testing/drivers';
import { startTwilioStandIn, type TwilioStandIn } from '../../testing/twilio-stand-in';
import { drainDueLoadAlerts, loadAlertSenderDepsOf, sendDueLoadAlerts } from './load-alert-sender';
import { EXCAVATOR_QUOTE, postLoad } from './load-alerts.test-helpers';

const clock = testClock();
let app: FastifyInstance;
/** Texts go to Twilio's stand-in, as in production with SMS_TRANSPORT=twilio. */
let twilio: TwilioStandIn;

beforeAll(async () => {
  twilio = await startTwilioStandIn();
  app = await buildTestApp({ clock, config: { sms: twilio.smsConfig() } });
});

afterAll(async () => {
  await app.close();
  await twilio.close();
});

const deps = () => loadAlertSenderDepsOf(app);

/** Sends everything due, as the server's interval would. */
const sendAll = () => sendDueLoadAlerts(deps(), 10_000);

const alertsOf = (userId: string) => app.db.select().from(loadAlerts).where(eq(loadAlerts.userId, userId));

/** The load-alert emails and texts to `recipient` (registration sent them a confirmation email too). */
const messagesTo = (recipient: string) =>
  app.db
    .select()
    .from(outboxMessages)
    .where(and(eq(outboxMessages.recipient, recipient), sql`${outboxMessages.meta} ->> 'kind' = 'load_alert'`));

/** Each test starts with nothing due, so what it sends is its own. */
const flush = async () => {
  clock.advance(24 * 60 * 60_000);
  await sendAll();
};

describe('sending due load alerts', () => {
  it('emails the driver the load’s make and model with a link to its job page, and texts them', async () => {
    await flush();
    const driver = await makeDriver(app, { level: 1 });
    const shipper = await makeConfirmedShipper(app);
    const haul = await postLoad(app, shipper.key);
    await sendAll();

    const email = await latestEmailTo(app, driver.user.email ?? '');
    expect(email.subject).toBe('New load: Kubota M7-172 tractor, Regina, SK to Winnipeg, MB');
    expect(email.text).toContain('Kubota M7-172 tractor');
    expect(email.text).toContain(`${app.config.publicBaseUrl}/job/${haul.id}`);
    const [sms] = await messagesTo(driver.user.telephone ?? '');
    expect(sms).toMatchObject({ channel: 'sms', status: 'sent', providerMessageId: expect.stringMatching(/^SM/) });
    expect(sms?.body).toContain(`/job/${haul.id}`);
    expect(sms?.body).toMatch(/^New load: Kubota M7-172 tractor, Regina, SK to Winnipeg, MB http/);
    expect(twilio.seen.filter((request) => request.form.To === driver.user.telephone)).toMatchObject([
      { form: { Body: sms?.body } },
    ]);

    const [alert] = await alertsOf(driver.user.id);
    expect(alert).toMatchObject({ sentAt: clock.now(), channels: ['email', 'sms'] });
  });

  it('sends no text and lists only email when no SMS provider is configured', async () => {
    await flush();
    const driver = await makeDriver(app, { level: 1 });
    const shipper = await makeConfirmedShipper(app);
    await postLoad(app, shipper.key);
    await sendDueLoadAlerts({ ...deps(), sms: null }, 10_000);

    expect(await messagesTo(driver.user.email ?? '')).toMatchObject([{ status: 'sent' }]);
    expect(await messagesTo(driver.user.telephone ?? '')).toEqual([]);
    expect(await alertsOf(driver.user.id)).toMatchObject([{ channels: ['email'] }]);
  });

  it('sends a basic driver’s alert only once the delay is over', async () => {
    await flush();
    const driver = await makeDriver(app);
    const shipper = await makeConfirmedShipper(app);
    await postLoad(app, shipper.key);
    await sendAll();
    expect(await messagesTo(driver.user.email ?? '')).toEqual([]);

    clock.advance(29 * 60_000);
    await sendAll();
    expect(await messagesTo(driver.user.email ?? '')).toEqual([]);
    clock.advance(60_000);
    await sendAll();
    expect(await messagesTo(driver.user.email ?? '')).toHaveLength(1);
  });

  it('lists every load of the round in one email per driver', async () => {
    await flush();
    const driver = await makeDriver(app, { level: 2, regions: ['SK', 'BC'] });
    const shipper = await makeConfirmedShipper(app);
    const tractor = await postLoad(app, shipper.key);
    const excavator = await postLoad(app, shipper.key, EXCAVATOR_QUOTE);
    await sendAll();

    const emails = await messagesTo(driver.user.email ?? '');
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe('2 new loads match your regions and searches');
    for (const [haul, makeModel] of [
      [tractor, 'Kubota M7-172 tractor'],
      [excavator, 'Kubota KX040-4 mini excavator'],
    ] as const) {
      expect(emails[0]?.body).toContain(makeModel);
      expect(emails[0]?.body).toContain(`/job/${haul.id}`);
    }
  });

  it('keeps to the driver’s choices of channel and drops alerts of loads no longer posted', async () => {
    await flush();
    const quiet = await makeDriver(app, { level: 1 });
    await changeUserRow(app, quiet.user.id, { recieveEmail: false, recieveSms: false });
    const emailOnly = await makeDriver(app, { level: 1 });
    await changeUserRow(app, emailOnly.user.id, { recieveSms: false });
    const shipper = await makeConfirmedShipper(app);
    await postLoad(app, shipper.key);
    await sendAll();

    expect(await messagesTo(quiet.user.email ?? '')).toEqual([]);
    expect(await messagesTo(quiet.user.telephone ?? '')).toEqual([]);
    expect(await alertsOf(quiet.user.id)).toMatchObject([{ sentAt: clock.now(), channels: [] }]);
    expect(await messagesTo(emailOnly.user.telephone ?? '')).toEqual([]);
    expect(await alertsOf(emailOnly.user.id)).toMatchObject([{ channels: ['email'] }]);

    // A load deleted before its alerts were sent is no news any more.
    const late = await makeDriver(app, { level: 1 });
    const gone = await postLoad(app, shipper.key);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/haul/${gone.id}/`,
      headers: auth(shipper.key),
      payload: { reason: 'posted_by_mistake' },
    });
    expect(deleted.statusCode).toBe(200);
    await sendAll();
    expect(await messagesTo(late.user.email ?? '')).toEqual([]);
    expect(await alertsOf(late.user.id)).toMatchObject([{ sentAt: clock.now(), channels: [] }]);
  });

  it('does not tell a driver about a load they declined or whose shipper blocked them before it went out', async () => {
    await flush();
    const decliner = await makeDriver(app);
    const blocked = await makeDriver(app);
    const told = await makeDriver(app);
    const shipper = await makeConfirmedShipper(app);
    const haul = await postLoad(app, shipper.key);
    await app.db.insert(haulDeclines).values({ haulId: haul.id, driverUserId: decliner.user.id, reason: 'too_far' });
    await app.db
      .insert(shipperBlockedDrivers)
      .values({ shipperUserId: shipper.user.id, driverUserId: blocked.user.id });
    clock.advance(30 * 60_000);
    await sendAll();

    expect(await messagesTo(decliner.user.email ?? '')).toEqual([]);
    expect(await messagesTo(blocked.user.email ?? '')).toEqual([]);
    expect(await messagesTo(told.user.email ?? '')).toHaveLength(1);
    expect(await alertsOf(blocked.user.id)).toMatchObject([{ sentAt: clock.now(), channels: [] }]);
  });

  it('sends each alert once when several senders run at the same moment', async () => {
    await flush();
    const drivers = await Promise.all(Array.from({ length: 6 }, () => makeDriver(app, { level: 1 })));
    const shipper = await makeConfirmedShipper(app);
    const posted = [];
    for (let index = 0; index < 5; index += 1) posted.push(await postLoad(app, shipper.key));

    clock.advance(30 * 60_000);
    // Small batches, so the senders' claims interleave instead of one taking everything at once.
    const sent = await Promise.all(Array.from({ length: 4 }, () => drainDueLoadAlerts(deps(), 7)));
    const haulIds = posted.map((haul) => haul.id);
    const alerts = await app.db
      .select({ userId: loadAlerts.userId, haulId: loadAlerts.haulId, recieveEmail: users.recieveEmail })
      .from(loadAlerts)
      .innerJoin(users, eq(users.id, loadAlerts.userId))
      .where(inArray(loadAlerts.haulId, haulIds));
    expect(alerts.length).toBeGreaterThanOrEqual(drivers.length * posted.length);
    expect(sent.reduce((sum, count) => sum + count, 0)).toBe(alerts.length);

    const emails = await app.db
      .select({ meta: outboxMessages.meta })
      .from(outboxMessages)
      .where(eq(outboxMessages.channel, 'email'));
    const sentPairs = emails
      .filter(({ meta }) => meta.kind === 'load_alert')
      .flatMap(({ meta }) => (meta.haulIds as string[]).map((haulId) => `${meta.userId as string}/${haulId}`))
      .filter((pair) => haulIds.some((haulId) => pair.endsWith(haulId)));
    const expected = alerts.filter((alert) => alert.recieveEmail).map((alert) => `${alert.userId}/${alert.haulId}`);
    expect(sentPairs.toSorted()).toEqual(expected.toSorted());
  });
});
