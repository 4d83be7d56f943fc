import { BidSchema, HaulSchema } from '@freight/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { haulRejections, hauls, outboxMessages } from '../../db/schema';
import { auth, makeStaff } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import { makeDriver } from '../../testing/drivers';
import { confirmHaul, makeAcceptedHaul } from './delivery.test-helpers';

let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ clock: testClock() });
});

afterAll(() => app.close());

const reject = (key: string, haulId: string, payload: unknown) =>
  app.inject({ method: 'PUT', url: `/api/haul/${haulId}/reject/`, headers: auth(key), payload: payload as object });

describe('PUT /haul/{id}/reject/', () => {
  it('posts the load again without a driver, records why, and emails the driver', async () => {
    const { shipper, driver, haul } = await makeAcceptedHaul(app);
    const response = await reject(shipper.key, haul.id, { reason: 'I need a driver with a tilt deck.' });

    expect(response.statusCode).toBe(200);
    expect(HaulSchema.parse(response.json())).toMatchObject({ status: 'posted', driver: null });
    const [stored] = await app.db.select().from(hauls).where(eq(hauls.id, haul.id));
    expect(stored).toMatchObject({ status: 'posted', driverUserId: null, acceptedAt: null });
    const rows = await app.db.select().from(haulRejections).where(eq(haulRejections.haulId, haul.id));
    expect(rows).toMatchObject([{ driverUserId: driver.user.id, reason: 'I need a driver with a tilt deck.' }]);
    const mails = await app.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, driver.user.email ?? ''));
    const mail = mails.find((candidate) => candidate.subject === 'The shipper chose another driver');
    expect(mail?.body).toContain('I need a driver with a tilt deck.');
  });

  it('keeps the turned-down driver from accepting the load again (409) while another driver may', async () => {
    const { shipper, driver, haul } = await makeAcceptedHaul(app);
    await reject(shipper.key, haul.id, { reason: 'Too far from the pickup.' });

    const again = await app.inject({ method: 'PUT', url: `/api/haul/${haul.id}/accept/`, headers: auth(driver.key) });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({
      code: 'driver_turned_down',
      detail: 'The shipper chose another driver for this load.',
    });

    const next = await makeDriver(app);
    const taken = await app.inject({ method: 'PUT', url: `/api/haul/${haul.id}/accept/`, headers: auth(next.key) });
    expect(taken.statusCode).toBe(200);
    expect(taken.json()).toMatchObject({ status: 'accepted', driver: { id: next.user.id } });
  });

  it('lets the shipper take up the next expression of interest with PUT /bid/{id}/accept/', async () => {
    const { shipper, haul } = await makeAcceptedHaul(app);
    const backup = await makeDriver(app);
    const placed = await app.inject({
      method: 'POST',
      url: '/api/bid/',
      headers: auth(backup.key),
      payload: { haul_id: haul.id, amount: 1450, deliver_at: '2026-07-05T18:00:00.000Z' },
    });
    expect(placed.statusCode).toBe(201);
    const interest = BidSchema.parse(placed.json());
    expect(interest.kind).toBe('interest');

    await reject(shipper.key, haul.id, { reason: 'Cannot pick up on my dates.' });
    const accepted = await app.inject({
      method: 'PUT',
      url: `/api/bid/${interest.id}/accept/`,
      headers: auth(shipper.key),
    });

    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', driver: { id: backup.user.id } });
  });

  it('requires a reason (400) and keeps the driver', async () => {
    const { shipper, driver, haul } = await makeAcceptedHaul(app);
    for (const payload of [{}, { reason: '' }, { reason: '   ' }, { reason: 42 }]) {
      const response = await reject(shipper.key, haul.id, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'validation_failed', fields: { reason: expect.any(Array) } });
    }
    const [stored] = await app.db.select().from(hauls).where(eq(hauls.id, haul.id));
    expect(stored).toMatchObject({ status: 'accepted', driverUserId: driver.user.id });
  });

  it('is the shipper’s alone: the driver and other users 404, staff 403, no key 401', async () => {
    const { driver, haul } = await makeAcceptedHaul(app);
    const staff = await makeStaff(app);
    const stranger = await makeDriver(app);
    const body = { reason: 'Not mine to say.' };
    expect((await reject(driver.key, haul.id, body)).statusCode).toBe(404);
    expect((await reject(stranger.key, haul.id, body)).statusCode).toBe(404);
    expect((await reject(staff.key, haul.id, body)).statusCode).toBe(403);
    const anonymous = await app.inject({ method: 'PUT', url: `/api/haul/${haul.id}/reject/`, payload: body });
    expect(anonymous.statusCode).toBe(401);
    const [stored] = await app.db.select().from(hauls).where(eq(hauls.id, haul.id));
    expect(stored?.status).toBe('accepted');
  });

  it('refuses once the driver is confirmed, or when nobody holds the load (409)', async () => {
    const { shipper, haul } = await makeAcceptedHaul(app);
    await confirmHaul(app, haul);
    const confirmed = await reject(shipper.key, haul.id, { reason: 'Changed my mind.' });
    expect(confirmed.statusCode).toBe(409);
    expect(confirmed.json().detail).toBe('This load is confirmed with a driver, so it cannot be turned back.');

    const second = await makeAcceptedHaul(app, { shipper });
    expect((await reject(shipper.key, second.haul.id, { reason: 'First.' })).statusCode).toBe(200);
    expect((await reject(shipper.key, second.haul.id, { reason: 'Again.' })).statusCode).toBe(409);
  });
});
