import { LoadAlertPageSchema } from '@freight/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAlerts, shipperPreferredDrivers } from '../../db/schema';
import { auth, makeConfirmedShipper } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import { makeDriver } from '../../testing/drivers';
import { EXCAVATOR_QUOTE, postLoad } from '../load-alerts/testing';

/** Spec 5: a driver the shipper gave 5 stars hears of that shipper's new loads first. */
const clock = testClock();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ clock });
});

afterAll(() => app.close());

const alertOf = async (userId: string, haulId: string) =>
  (await app.db.select().from(loadAlerts).where(eq(loadAlerts.userId, userId))).find((row) => row.haulId === haulId);

describe('new-load alerts for the shipper’s preferred drivers', () => {
  it('shows a basic preferred driver the load at once, while other basic drivers wait', async () => {
    const shipper = await makeConfirmedShipper(app);
    const preferred = await makeDriver(app);
    const ordinary = await makeDriver(app);
    await app.db
      .insert(shipperPreferredDrivers)
      .values({ shipperUserId: shipper.user.id, driverUserId: preferred.user.id });

    const haul = await postLoad(app, shipper.key);

    expect((await alertOf(preferred.user.id, haul.id))?.visibleAt.getTime()).toBe(clock.now().getTime());
    expect((await alertOf(ordinary.user.id, haul.id))?.visibleAt.getTime()).toBeGreaterThan(clock.now().getTime());
  });

  it('alerts a preferred driver whose regions do not hold the pickup, at once; not a stranger there', async () => {
    const shipper = await makeConfirmedShipper(app);
    const preferred = await makeDriver(app, { regions: ['NS'] });
    const stranger = await makeDriver(app, { regions: ['NS'] });
    await app.db
      .insert(shipperPreferredDrivers)
      .values({ shipperUserId: shipper.user.id, driverUserId: preferred.user.id });

    const haul = await postLoad(app, shipper.key, EXCAVATOR_QUOTE);

    expect(await alertOf(preferred.user.id, haul.id)).toMatchObject({ reason: 'preferred', notificationId: null });
    expect(await alertOf(stranger.user.id, haul.id)).toBeUndefined();
    const listed = await app.inject({ method: 'GET', url: '/api/haul/notifications/', headers: auth(preferred.key) });
    const page = LoadAlertPageSchema.parse(listed.json());
    expect(page.results.find((alert) => alert.haul.id === haul.id)).toMatchObject({ reason: 'preferred' });
  });

  it('does not alert a preferred driver to another shipper’s loads', async () => {
    const shipper = await makeConfirmedShipper(app);
    const otherShipper = await makeConfirmedShipper(app);
    const preferred = await makeDriver(app, { regions: ['NS'] });
    await app.db
      .insert(shipperPreferredDrivers)
      .values({ shipperUserId: shipper.user.id, driverUserId: preferred.user.id });

    const haul = await postLoad(app, otherShipper.key, EXCAVATOR_QUOTE);

    expect(await alertOf(preferred.user.id, haul.id)).toBeUndefined();
  });
});
