import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hauls, outboxMessages } from '../../db/schema';
import { auth, registerUser } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import { makeDriver } from '../../testing/drivers';
import { makePostedHaul } from '../../testing/posted-hauls';
import { startTwilioStandIn, type TwilioStandIn } from '../../testing/twilio-stand-in';
import { makeHaulChat, send } from '../chat/testing';
import { completeWith, DELIVERY_CODE, makeAcceptedHaul, makeConfirmedHaul } from '../delivery/testing';
import { SANDBOX_CARDS } from '../payments';
import { payHaulByCard } from '../payments/testing';
import { noticesOf, outboxOf, setNoticeSettings } from './notices.test-helpers';

/** Each event the product tells users of, through its real route: who hears, and that they hear once. */
let app: FastifyInstance;
/** Texts go to Twilio's stand-in, so they are really sent (and counted) as in production. */
let twilio: TwilioStandIn;

beforeAll(async () => {
  twilio = await startTwilioStandIn();
  app = await buildTestApp({ clock: testClock(), config: { sms: twilio.smsConfig() } });
});

afterAll(async () => {
  await app.close();
  await twilio.close();
});

const bid = (key: string, haulId: string) =>
  app.inject({
    method: 'POST',
    url: '/api/bid/',
    headers: auth(key),
    payload: { haul_id: haulId, amount: 1450, deliver_at: '2026-07-05T12:00:00.000Z' },
  });

const pay = (key: string, haulId: string) => payHaulByCard(app, key, haulId);

const everythingSentTo = async (userId: string) =>
  app.db.select().from(outboxMessages).where(sql`${outboxMessages.meta}->>'userId' = ${userId}`);

describe('a new bid', () => {
  it('tells the shipper once in the app, by email and by text, linking to the bids', async () => {
    const { shipper, haul } = await makePostedHaul(app);
    const driver = await makeDriver(app);
    expect((await bid(driver.key, haul.id)).statusCode).toBe(201);

    const notices = await noticesOf(app, shipper.user.id, 'new_bid');
    expect(notices).toMatchObject([
      {
        link: `/job/${haul.id}/bids`,
        data: { haul_id: haul.id, load: 'Kubota M7-172 tractor', name: driver.user.name },
      },
    ]);
    const { emails, texts } = await outboxOf(app, shipper.user.id, 'new_bid');
    expect(emails).toHaveLength(1);
    expect(emails[0]?.subject).toBe('New offer on Kubota M7-172 tractor');
    expect(texts).toHaveLength(1);
  });

  it('honours the shipper’s settings: app notice only when email and text are off', async () => {
    const { shipper, haul } = await makePostedHaul(app);
    await setNoticeSettings(app, shipper.user.id, { email: false, sms: false });
    await bid((await makeDriver(app)).key, haul.id);
    expect(await noticesOf(app, shipper.user.id, 'new_bid')).toHaveLength(1);
    expect(await outboxOf(app, shipper.user.id, 'new_bid')).toEqual({ emails: [], texts: [] });
  });
});

describe('a driver accepting', () => {
  it('tells the shipper once, also when the driver clicks accept twice', async () => {
    const { shipper, driver, haul } = await makeAcceptedHaul(app);
    const again = await app.inject({ method: 'PUT', url: `/api/haul/${haul.id}/accept/`, headers: auth(driver.key) });
    expect(again.statusCode).toBe(200);

    expect(await noticesOf(app, shipper.user.id, 'driver_accepted')).toMatchObject([
      { link: `/job/${haul.id}/driver`, data: { name: driver.user.name } },
    ]);
    const { emails, texts } = await outboxOf(app, shipper.user.id, 'driver_accepted');
    expect([emails.length, texts.length]).toEqual([1, 1]);
  });

  it('tells the bidder when the shipper accepts their offer', async () => {
    const { shipper, haul } = await makePostedHaul(app);
    const driver = await makeDriver(app);
    const placed = (await bid(driver.key, haul.id)).json();
    const accepted = await app.inject({
      method: 'PUT',
      url: `/api/bid/${placed.id}/accept/`,
      headers: auth(shipper.key),
    });
    expect(accepted.statusCode).toBe(200);
    expect(await noticesOf(app, driver.user.id, 'bid_accepted')).toMatchObject([{ link: `/job/${haul.id}` }]);
    expect((await outboxOf(app, driver.user.id, 'bid_accepted')).emails).toHaveLength(1);
  });
});

describe('the shipper paying', () => {
  it('tells the shipper of the payment and the driver they are confirmed, never with the delivery code', async () => {
    const { shipper, driver, haul } = await makeAcceptedHaul(app);
    expect((await pay(shipper.key, haul.id)).json()).toMatchObject({ success: true });
    const [stored] = await app.db.select().from(hauls).where(eq(hauls.id, haul.id));
    const code = stored?.deliveryCode ?? '';
    expect(code).toMatch(/^\d{6}$/);

    const [payment] = await noticesOf(app, shipper.user.id, 'payment');
    expect(payment?.data).toMatchObject({ haul_id: haul.id, currency: 'cad' });
    expect(await noticesOf(app, driver.user.id, 'driver_confirmed')).toHaveLength(1);
    // The transaction record is the shipper's one payment email; the payment notice adds a text, not a second email.
    expect(await outboxOf(app, shipper.user.id, 'payment')).toMatchObject({ emails: [], texts: [{}] });
    expect((await outboxOf(app, shipper.user.id, 'payment_record')).emails).toHaveLength(1);
    expect((await outboxOf(app, driver.user.id, 'driver_confirmed')).emails).toHaveLength(1);

    const told = [
      ...(await noticesOf(app, driver.user.id)).map((row) => JSON.stringify(row)),
      ...(await noticesOf(app, shipper.user.id)).map((row) => JSON.stringify(row)),
      ...(await everythingSentTo(driver.user.id)).map((row) => row.body),
      ...(await outboxOf(app, shipper.user.id, 'payment')).texts.map((row) => row.body),
    ];
    for (const text of told) {
      expect(text).not.toContain(code);
      expect(text.replace(/\D/g, '')).not.toContain(SANDBOX_CARDS.success.replace(/\D/g, ''));
    }
  });

  it('still emails the transaction record to a shipper who turned emails off', async () => {
    const { shipper, driver, haul } = await makeAcceptedHaul(app);
    await setNoticeSettings(app, shipper.user.id, { email: false });
    await setNoticeSettings(app, driver.user.id, { email: false, sms: false, app: false });
    await pay(shipper.key, haul.id);
    expect((await outboxOf(app, shipper.user.id, 'payment_record')).emails).toHaveLength(1);
    expect(await noticesOf(app, driver.user.id)).toEqual([]);
    expect(await outboxOf(app, driver.user.id, 'driver_confirmed')).toEqual({ emails: [], texts: [] });
  });
});

describe('delivery and reviews', () => {
  it('tells the shipper the load was delivered, and each party of the other’s review', async () => {
    const { shipper, driver, haul } = await makeConfirmedHaul(app);
    expect((await completeWith(app, driver.key, haul.id, DELIVERY_CODE)).statusCode).toBe(200);
    expect(await noticesOf(app, shipper.user.id, 'delivery')).toMatchObject([
      { link: `/job/${haul.id}`, data: { haul_id: haul.id, name: driver.user.name } },
    ]);
    expect((await outboxOf(app, shipper.user.id, 'delivery')).emails).toHaveLength(1);

    const review = (key: string) =>
      app.inject({
        method: 'POST',
        url: `/api/haul/${haul.id}/review/`,
        headers: auth(key),
        payload: { stars: 5, comment: 'Smooth.' },
      });
    expect((await review(shipper.key)).statusCode).toBe(201);
    expect((await review(driver.key)).statusCode).toBe(201);
    expect(await noticesOf(app, driver.user.id, 'review')).toMatchObject([{ data: { stars: 5 } }]);
    expect(await noticesOf(app, shipper.user.id, 'review')).toHaveLength(1);
    // A second review is refused, and nobody hears twice.
    expect((await review(shipper.key)).statusCode).toBe(409);
    expect(await noticesOf(app, driver.user.id, 'review')).toHaveLength(1);
  });
});

describe('the shipper turning the driver down', () => {
  it('keeps the existing email with the reason, and sends none to a driver who turned emails off', async () => {
    const first = await makeAcceptedHaul(app);
    const reject = (key: string, haulId: string) =>
      app.inject({
        method: 'PUT',
        url: `/api/haul/${haulId}/reject/`,
        headers: auth(key),
        payload: { reason: 'I need a tilt deck.' },
      });
    await reject(first.shipper.key, first.haul.id);
    const { emails } = await outboxOf(app, first.driver.user.id, 'driver_rejected');
    expect(emails).toMatchObject([{ subject: 'The shipper chose another driver' }]);
    expect(emails[0]?.body).toContain('I need a tilt deck.');

    const second = await makeAcceptedHaul(app);
    await setNoticeSettings(app, second.driver.user.id, { email: false });
    await reject(second.shipper.key, second.haul.id);
    expect(await noticesOf(app, second.driver.user.id, 'driver_rejected')).toHaveLength(1);
    expect((await outboxOf(app, second.driver.user.id, 'driver_rejected')).emails).toEqual([]);
  });
});

describe('a chat message', () => {
  it('tells the other party of each message in the app, by email and text only until they read it', async () => {
    const { shipper, driver, chat } = await makeHaulChat(app, 'Hello, call me at 306-555-0199.');
    await send(app, { key: driver.key, chatId: chat.id, body: { message_body: 'Are you there?' } });
    const notices = await noticesOf(app, shipper.user.id, 'new_message');
    expect(notices).toHaveLength(2);
    expect(notices[0]).toMatchObject({ link: `/messenger/${chat.id}`, data: { name: driver.user.name } });
    const sent = await outboxOf(app, shipper.user.id, 'new_message');
    expect([sent.emails.length, sent.texts.length]).toEqual([1, 1]);
    expect(sent.emails[0]?.body).not.toContain('306-555-0199');
    expect(await noticesOf(app, driver.user.id, 'new_message')).toEqual([]);

    // The shipper reads the conversation; the next message emails again.
    expect(
      (await app.inject({ method: 'GET', url: `/api/chat/${chat.id}/`, headers: auth(shipper.key) })).statusCode,
    ).toBe(200);
    await send(app, { key: driver.key, chatId: chat.id, body: { message_body: 'Tuesday then.' } });
    expect((await outboxOf(app, shipper.user.id, 'new_message')).emails).toHaveLength(2);
  });
});

describe('emails sent whatever the settings', () => {
  it('still sends the verification and password reset emails to a user who turned emails off', async () => {
    const { user, key } = await registerUser(app);
    await setNoticeSettings(app, user.id, { email: false, sms: false, app: false });
    const emailsTo = async () =>
      (
        await app.db
          .select()
          .from(outboxMessages)
          .where(eq(outboxMessages.recipient, user.email ?? ''))
      ).map((row) => row.meta.kind);
    const before = await emailsTo();
    const verify = await app.inject({ method: 'POST', url: '/api/user/send_verify_email/', headers: auth(key) });
    expect(verify.statusCode).toBe(200);
    const reset = await app.inject({
      method: 'POST',
      url: '/api/user/send_reset_email/',
      payload: { email: user.email },
      remoteAddress: '10.9.8.7',
    });
    expect(reset.statusCode).toBe(200);
    const after = await emailsTo();
    expect(after.length).toBe(before.length + 2);
    expect(after).toEqual(expect.arrayContaining(['verify_email', 'reset_password']));
  });
});
