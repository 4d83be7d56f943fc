import { ApiErrorSchema, DriverSchema, PublicUserSchema } from '@freight/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hauls, subscriptions } from '../../db/schema';
import { auth, createTempUser, makeConfirmedShipper, makeStaff } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import { startDriverProfile } from '../../testing/driver-profiles';
import { makeQuotedHaul } from '../../testing/hauls';
import { endDueSubscriptions } from './subscription-renewal';
import { PAID_PLANS_NOT_OPEN } from './subscriptions.service';

let app: FastifyInstance;
const clock = testClock(new Date('2026-06-01T15:00:00Z'));
const DAY_MS = 86_400_000;

beforeAll(async () => {
  app = await buildTestApp({ clock });
});

afterAll(() => app.close());

const subscribe = (driverId: string, key: string | undefined, body: object) =>
  app.inject({
    method: 'POST',
    url: `/api/driver/${driverId}/subscribe/`,
    headers: key ? auth(key) : {},
    payload: body,
  });

const readDriver = async (driverId: string, key: string) =>
  DriverSchema.parse((await app.inject({ method: 'GET', url: `/api/driver/${driverId}/`, headers: auth(key) })).json());

const activePlans = (driverId: string) =>
  app.db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.driverId, driverId), eq(subscriptions.status, 'active')));

/** Completed loads hauled by the driver, accepted `daysAfter` days after now. */
const haulCompletedLoads = async (driverUserId: string, count: number, acceptedAt: Date) => {
  const shipper = await createTempUser(app);
  for (let index = 0; index < count; index += 1) {
    const haul = await makeQuotedHaul(app, shipper.key);
    await app.db.update(hauls).set({ status: 'completed', driverUserId, acceptedAt }).where(eq(hauls.id, haul.id));
  }
};

describe('POST /driver/{id}/subscribe/', () => {
  it('tells a driver asking for a paid plan to pay for it by card', async () => {
    const owner = await startDriverProfile(app, { driver_type: 'commercial' });
    const response = await subscribe(owner.driver.id, owner.key, { level: 2 });
    expect(response.statusCode).toBe(409);
    expect(ApiErrorSchema.parse(response.json())).toEqual({ code: 'plan_needs_payment', detail: PAID_PLANS_NOT_OPEN });
    expect(PAID_PLANS_NOT_OPEN).toBe(
      'Pay for a paid plan by card (POST /purchase/pay/ with driver and level); staff can also grant one.',
    );
    expect(await activePlans(owner.driver.id)).toEqual([]);
  });

  it('lets staff grant a paid level, recording who granted it', async () => {
    const owner = await startDriverProfile(app);
    const staff = await makeStaff(app);
    const response = await subscribe(owner.driver.id, staff.key, { level: 2 });
    expect(response.statusCode).toBe(200);
    const driver = DriverSchema.parse(response.json());
    expect(driver).toMatchObject({
      subscription_level: 2,
      profile_state: 'incomplete',
      subscriptions: [{ level: 2, status: 'active', loads_hauled: 0, ended_at: null }],
      // Spec 6: a level above 0 makes a driver of a nondriver; a full plan may search and accept unapproved.
      access: { is_driver: true, can_search: true, can_accept: true, gaps: [] },
    });
    const [plan] = await activePlans(owner.driver.id);
    expect(plan?.grantedBy).toBe(staff.user.id);
    const shipper = await makeConfirmedShipper(app);
    const publicView = await app.inject({
      method: 'GET',
      url: `/api/user/${owner.user.id}/public/`,
      headers: auth(shipper.key),
    });
    expect(PublicUserSchema.parse(publicView.json()).is_driver).toBe(true);
  });

  it('lets a level 1 plan search but not accept before approval', async () => {
    const owner = await startDriverProfile(app, { driver_type: 'non_commercial' });
    const staff = await makeStaff(app);
    const driver = DriverSchema.parse((await subscribe(owner.driver.id, staff.key, { level: 1 })).json());
    expect(driver.access).toMatchObject({ can_search: true, can_accept: false, gaps: ['profile_not_approved'] });
  });

  it('keeps one plan in force: a new grant ends the old one, level 0 ends it (back to free)', async () => {
    const owner = await startDriverProfile(app, { driver_type: 'commercial' });
    const staff = await makeStaff(app);
    await subscribe(owner.driver.id, staff.key, { level: 1 });
    clock.advance(DAY_MS);
    const upgraded = DriverSchema.parse((await subscribe(owner.driver.id, staff.key, { level: 2 })).json());
    expect(upgraded.subscriptions.map((plan) => [plan.level, plan.status])).toEqual([
      [1, 'ended'],
      [2, 'active'],
    ]);
    const free = await subscribe(owner.driver.id, owner.key, { level: 0, subscription: upgraded.subscriptions[1]?.id });
    expect(free.statusCode).toBe(200);
    expect(DriverSchema.parse(free.json())).toMatchObject({ subscription_level: 0, access: { can_search: false } });
    expect(await activePlans(owner.driver.id)).toEqual([]);
  });

  it('never holds two active plans, even when grants race', async () => {
    const owner = await startDriverProfile(app);
    const staff = await makeStaff(app);
    const responses = await Promise.all([1, 2, 1, 2].map((level) => subscribe(owner.driver.id, staff.key, { level })));
    expect(responses.every((response) => [200, 409].includes(response.statusCode))).toBe(true);
    expect(await activePlans(owner.driver.id)).toHaveLength(1);
  });

  it('refuses strangers, unknown subscription ids and unknown levels', async () => {
    const owner = await startDriverProfile(app);
    const other = await startDriverProfile(app);
    expect((await subscribe(owner.driver.id, other.key, { level: 0 })).statusCode).toBe(404);
    expect((await subscribe(owner.driver.id, undefined, { level: 0 })).statusCode).toBe(401);
    const unknownPlan = await subscribe(owner.driver.id, owner.key, { level: 0, subscription: 'nope' });
    expect(unknownPlan.statusCode).toBe(404);
    const badLevel = await subscribe(owner.driver.id, owner.key, { level: 3 });
    expect(badLevel.statusCode).toBe(400);
    expect(ApiErrorSchema.parse(badLevel.json()).fields).toEqual({ level: ['Choose level 0, 1 or 2.'] });
  });
});

describe('renewal (a year and six loads, whichever is longer)', () => {
  it('keeps a plan past a year until six loads were hauled in it, then drops the driver to free', async () => {
    const owner = await startDriverProfile(app, { driver_type: 'commercial' });
    const staff = await makeStaff(app);
    await subscribe(owner.driver.id, staff.key, { level: 2 });
    await haulCompletedLoads(owner.user.id, 5, new Date(clock.now().getTime() + DAY_MS));
    clock.advance(400 * DAY_MS);
    const afterYear = await readDriver(owner.driver.id, owner.key);
    expect(afterYear).toMatchObject({ subscription_level: 2, subscriptions: [{ status: 'active', loads_hauled: 5 }] });
    await haulCompletedLoads(owner.user.id, 1, clock.now());
    const due = await readDriver(owner.driver.id, owner.key);
    expect(due).toMatchObject({
      subscription_level: 0,
      subscriptions: [{ status: 'ended', ended_at: clock.now().toISOString(), loads_hauled: 6 }],
    });
    expect(await activePlans(owner.driver.id)).toEqual([]);
  });

  it('keeps a plan with six loads until its year is over', async () => {
    const owner = await startDriverProfile(app, { driver_type: 'commercial' });
    const staff = await makeStaff(app);
    await subscribe(owner.driver.id, staff.key, { level: 1 });
    await haulCompletedLoads(owner.user.id, 7, new Date(clock.now().getTime() + DAY_MS));
    clock.advance(300 * DAY_MS);
    expect((await readDriver(owner.driver.id, owner.key)).subscription_level).toBe(1);
    clock.advance(66 * DAY_MS);
    expect((await readDriver(owner.driver.id, owner.key)).subscription_level).toBe(0);
  });

  it('ends due plans in the hourly round without anyone reading the driver, so search stops honouring them', async () => {
    const due = await startDriverProfile(app, { driver_type: 'commercial' });
    const young = await startDriverProfile(app, { driver_type: 'commercial' });
    const staff = await makeStaff(app);
    await subscribe(due.driver.id, staff.key, { level: 2 });
    await haulCompletedLoads(due.user.id, 6, new Date(clock.now().getTime() + DAY_MS));
    clock.advance(370 * DAY_MS);
    await subscribe(young.driver.id, staff.key, { level: 2 });
    await haulCompletedLoads(young.user.id, 6, new Date(clock.now().getTime() + DAY_MS));

    const search = () => app.inject({ method: 'GET', url: '/api/haul/search/', headers: auth(due.key) });
    expect((await search()).statusCode).toBe(200);

    const log = { info: () => undefined } as unknown as FastifyInstance['log'];
    expect(await endDueSubscriptions({ db: app.db, clock, log })).toBeGreaterThanOrEqual(1);
    expect(await activePlans(due.driver.id)).toEqual([]);
    expect(await activePlans(young.driver.id)).toHaveLength(1);
    // A second round (or a second server process) finds nothing more to end for these two.
    await endDueSubscriptions({ db: app.db, clock, log });
    expect(await activePlans(young.driver.id)).toHaveLength(1);
    expect((await search()).statusCode).toBe(403);
  });
});
