import { HaulDisputeSchema } from '@freight/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { payouts, userNotices } from '../../db/schema';
import { auth, createTempUser, makeConfirmedShipper } from '../../testing/accounts';
import { testClock, testConfig } from '../../testing/build-test-app';
import { makeDriver } from '../../testing/drivers';
import { createTestDatabase } from '../../testing/test-database';
import { makeAcceptedHaul } from '../delivery/testing';
import { runDuePayouts, sandboxPayoutRail } from '../ledger';
import { giveBank, makeDeliveredHaul, report, uploadDisputePhoto } from './disputes.test-helpers';

// Each test pays and delivers a load through the whole app; a busy shared machine needs more than the default.
vi.setConfig({ testTimeout: 60_000 });
const HOUR_MS = 60 * 60 * 1000;
const clock = testClock(new Date('2026-06-01T15:00:00Z'));
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildApp({
    config: testConfig({ disputes: { windowHours: 72 } }),
    database: await createTestDatabase(),
    logger: false,
    clock,
  });
});
afterAll(() => app.close());

const getDispute = (key: string, haulId: string) =>
  app.inject({ method: 'GET', url: `/api/haul/${haulId}/dispute/`, headers: auth(key) });

const payoutOf = async (haulId: string) => (await app.db.select().from(payouts).where(eq(payouts.haulId, haulId)))[0];

const noticesOf = (userId: string, kind: string) =>
  app.db
    .select()
    .from(userNotices)
    .where(and(eq(userNotices.userId, userId), eq(userNotices.kind, kind)));

describe('POST /haul/{id}/dispute/', () => {
  it('lets the shipper report damage with a photo after delivery, holds the payout and tells both parties', async () => {
    const { shipper, driver, haul } = await makeDeliveredHaul(app);
    expect(HaulDisputeSchema.parse((await getDispute(shipper.key, haul.id)).json())).toMatchObject({
      dispute: null,
      can_report: true,
    });
    const photoId = await uploadDisputePhoto(app, shipper.key);

    const response = await report(app, shipper.key, haul.id, { picture_ids: [photoId] });

    expect(response.statusCode).toBe(201);
    const body = HaulDisputeSchema.parse(response.json());
    expect(body.can_report).toBe(false);
    expect(body.dispute).toMatchObject({
      category: 'damage',
      note: 'The left fender is dented.',
      status: 'open',
      payout_hold: 'held',
      response: null,
      resolution: null,
    });
    expect(body.dispute?.pictures.map((picture) => picture.id)).toEqual([photoId]);
    expect((await payoutOf(haul.id))?.status).toBe('held');
    expect(await noticesOf(driver.user.id, 'dispute_opened')).toHaveLength(1);
    expect(await noticesOf(shipper.user.id, 'dispute_opened')).toHaveLength(1);

    const seenByDriver = HaulDisputeSchema.parse((await getDispute(driver.key, haul.id)).json());
    expect(seenByDriver.dispute?.id).toBe(body.dispute?.id);
    expect(seenByDriver.can_report).toBe(false);
    const thumb = body.dispute?.pictures[0]?.thumb ?? '';
    expect((await app.inject({ method: 'GET', url: thumb, headers: auth(driver.key) })).statusCode).toBe(200);
    const stranger = await makeConfirmedShipper(app);
    expect((await app.inject({ method: 'GET', url: thumb, headers: auth(stranger.key) })).statusCode).toBe(404);
  });

  it('takes one report per load', async () => {
    const { shipper, haul } = await makeDeliveredHaul(app);
    const [first, second] = await Promise.all([report(app, shipper.key, haul.id), report(app, shipper.key, haul.id)]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([201, 409]);
    const refused = first.statusCode === 409 ? first : second;
    expect(refused.json().code).toBe('dispute_already_reported');
  });

  it('refuses a report before delivery, and a photo that is not the shipper’s', async () => {
    const accepted = await makeAcceptedHaul(app);
    const early = await report(app, accepted.shipper.key, accepted.haul.id);
    expect(early.statusCode).toBe(409);
    expect(early.json().code).toBe('dispute_load_not_delivered');

    const { shipper, driver, haul } = await makeDeliveredHaul(app);
    const driversPhoto = await uploadDisputePhoto(app, driver.key);
    const borrowed = await report(app, shipper.key, haul.id, { picture_ids: [driversPhoto] });
    expect(borrowed.statusCode).toBe(400);
    expect(borrowed.json().field_codes.picture_ids[0].code).toBe('picture_not_usable');
  });

  it('answers 404 to another shipper, another driver and a visitor, who may neither read nor report', async () => {
    const { haul } = await makeDeliveredHaul(app);
    const otherShipper = await makeConfirmedShipper(app);
    const otherDriver = await makeDriver(app);
    const visitor = await createTempUser(app);
    for (const key of [otherShipper.key, otherDriver.key, visitor.key]) {
      expect((await getDispute(key, haul.id)).statusCode).toBe(404);
      expect((await report(app, key, haul.id)).statusCode).toBe(404);
    }
    const driverReports = await report(app, (await makeDriver(app)).key, haul.id);
    expect(driverReports.statusCode).toBe(404);
  });

  it('keeps a held payout from the payout runner, which pays the others that fell due', async () => {
    const held = await makeDeliveredHaul(app);
    const other = await makeDeliveredHaul(app);
    await giveBank(app, held.driver.driverId);
    await giveBank(app, other.driver.driverId);
    expect((await report(app, held.shipper.key, held.haul.id)).statusCode).toBe(201);

    await runDuePayouts({
      db: app.db,
      rail: sandboxPayoutRail,
      now: new Date(clock.now().getTime() + 8 * 24 * HOUR_MS),
    });

    expect((await payoutOf(held.haul.id))?.status).toBe('held');
    expect((await payoutOf(other.haul.id))?.status).toBe('paid');
  });
});

describe('POST /haul/{id}/dispute/response/', () => {
  it('lets the driver who delivered answer once, tells the shipper, and refuses anyone else', async () => {
    const { shipper, driver, haul } = await makeDeliveredHaul(app);
    await report(app, shipper.key, haul.id);
    const respond = (key: string) =>
      app.inject({
        method: 'POST',
        url: `/api/haul/${haul.id}/dispute/response/`,
        headers: auth(key),
        payload: { note: 'The dent was there at pickup.', picture_ids: [] },
      });

    expect((await respond(shipper.key)).statusCode).toBe(404);
    expect((await respond((await makeDriver(app)).key)).statusCode).toBe(404);
    const answered = await respond(driver.key);
    expect(answered.statusCode).toBe(200);
    expect(HaulDisputeSchema.parse(answered.json()).dispute?.response?.note).toBe('The dent was there at pickup.');
    expect(await noticesOf(shipper.user.id, 'dispute_response')).toHaveLength(1);
    const again = await respond(driver.key);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('dispute_already_answered');
  });
});

describe('the report window', () => {
  it('accepts a report up to DISPUTE_WINDOW_HOURS after delivery and refuses one after, with its own code', async () => {
    const inTime = await makeDeliveredHaul(app);
    const late = await makeDeliveredHaul(app);
    clock.advance(72 * HOUR_MS);
    expect((await report(app, inTime.shipper.key, inTime.haul.id)).statusCode).toBe(201);
    clock.advance(1000);

    const refused = await report(app, late.shipper.key, late.haul.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('dispute_window_closed');
    expect(HaulDisputeSchema.parse((await getDispute(late.shipper.key, late.haul.id)).json()).can_report).toBe(false);
  });
});
