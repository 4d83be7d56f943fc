import { LoadAlertPageSchema, LoadAlertsSeenSchema, NotificationSchema, ViewTimesListSchema } from '@freight/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { drivers, haulDeclines, loadAlerts, shipperBlockedDrivers, subscriptions } from '../../db/schema';
import { auth, makeConfirmedShipper, registerUser } from '../../testing/accounts';
import { buildTestApp, testClock } from '../../testing/build-test-app';
import { makeDriver } from '../../testing/drivers';
import { postLoad } from './load-alerts.test-helpers';
import { queueLoadAlerts } from './queue-load-alerts';

const clock = testClock();
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp({ clock });
});

afterAll(() => app.close());

const call = (method: 'POST' | 'GET' | 'PATCH', url: string, key: string, payload?: object) =>
  app.inject({ method, url: `/api${url}`, headers: auth(key), ...(payload && { payload }) });

const alertPage = async (key: string, query = '') => {
  const response = await call('GET', `/haul/notifications/${query}`, key);
  if (response.statusCode !== 200) throw new Error(`alerts failed: ${response.body}`);
  return LoadAlertPageSchema.parse(response.json());
};

const alertedHaulIds = async (key: string) => (await alertPage(key, '?page_size=50')).results.map((a) => a.haul.id);

const alertRowsOf = (userId: string) => app.db.select().from(loadAlerts).where(eq(loadAlerts.userId, userId));

const saveSearch = async (key: string, filters: object, state: 'active' | 'paused' = 'active') => {
  const response = await call('POST', '/notification/', key, { name: 'Saved', state, filters });
  if (response.statusCode !== 201) throw new Error(`save failed: ${response.body}`);
  return NotificationSchema.parse(response.json());
};

describe('alerts raised when a load is posted', () => {
  it('shows a premium driver the load at once and a basic driver only after the delay', async () => {
    const premium = await makeDriver(app, { level: 1, regions: ['SK'] });
    const basic = await makeDriver(app, { regions: ['SK'] });
    const shipper = await makeConfirmedShipper(app);
    const haul = await postLoad(app, shipper.key);

    const page = await alertPage(premium.key);
    expect(page.results.find((alert) => alert.haul.id === haul.id)).toMatchObject({
      reason: 'region',
      notification: null,
      visible_at: clock.now().toISOString(),
      seen: false,
      haul: { make_model: 'Kubota M7-172 tractor', origin: { region: 'SK' }, destination: { region: 'MB' } },
    });
    expect(await alertedHaulIds(basic.key)).not.toContain(haul.id);
    clock.advance(29 * 60_000);
    expect(await alertedHaulIds(basic.key)).not.toContain(haul.id);
    clock.advance(60_000);
    expect(await alertedHaulIds(basic.key)).toContain(haul.id);
  });

  it('alerts drivers whose regions hold the pickup, and no one else by region', async () => {
    const inSaskatchewan = await makeDriver(app, { level: 1, regions: ['MB', 'SK'] });
    const inOntario = await makeDriver(app, { level: 1, regions: ['ON'] });
    const nowhere = await makeDriver(app, { level: 1, regions: [] });
    const shipper = await makeConfirmedShipper(app);
    const haul = await postLoad(app, shipper.key);

    expect(await alertedHaulIds(inSaskatchewan.key)).toContain(haul.id);
    expect(await alertRowsOf(inOntario.user.id)).toEqual([]);
    expect(await alertRowsOf(nowhere.user.id)).toEqual([]);
  });

  it('alerts a driver whose active saved search the load meets, naming the search; a paused one does not', async () => {
    const searcher = await makeDriver(app, { level: 1, regions: ['ON'] });
    const search = await saveSearch(searcher.key, { destination_regions: ['MB'], load_types: ['machinery'] });
    const paused = await makeDriver(app, { level: 1, regions: ['ON'] });
    await saveSearch(paused.key, { destination_regions: ['MB'] }, 'paused');
    const elsewhere = await makeDriver(app, { level: 1, regions: ['ON'] });
    await saveSearch(elsewhere.key, { destination_regions: ['BC'] });
    const shipper = await makeConfirmedShipper(app);
    const haul = await postLoad(app, shipper.key);

    const page = await alertPage(searcher.key);
    expect(page.results).toMatchObject([{ haul: { id: haul.id }, reason: search.id, notification: search.id }]);
    expect(await alertRowsOf(paused.user.id)).toEqual([]);
    expect(await alertRowsOf(elsewhere.user.id)).toEqual([]);
  });

  it('matches “fits my vehicles” against the driver’s own rigs', async () => {
    const bigRig = await makeDriver(app, {
      level: 1,
      regions: ['ON'],
      vehicle: { capacityKg: 10_000, deckLengthM: 8.5 },
    });
    const smallRig = await makeDriver(app, { level: 1, regions: ['ON'], vehicle: { capacityKg: 3_000 } });
    for (const driver of [bigRig, smallRig]) await saveSearch(driver.key, { fits_my_vehicles: true });
    const shipper = await makeConfirmedShipper(app);
    const haul = await postLoad(app, shipper.key);

    expect(await alertedHaulIds(bigRig.key)).toEqual([haul.id]);
    expect(await alertRowsOf(smallRig.user.id)).toEqual([]);
  });

  it('never alerts the shipper, a driver the shipper blocked, or a driver who may not search', async () => {
    const shipper = await makeConfirmedShipper(app);
    const [ownDriverRow] = await app.db
      .insert(drivers)
      .values({ userId: shipper.user.id, driverType: 'commercial', profileState: 'approved', regions: ['SK'] })
      .returning({ id: drivers.id });
    await app.db.insert(subscriptions).values({ driverId: ownDriverRow?.id ?? '', level: 2 });
    await saveSearch(shipper.key, { destination_regions: ['MB'] });
    const blocked = await makeDriver(app, { level: 1, regions: ['SK'] });
    await saveSearch(blocked.key, { destination_regions: ['MB'] });
    await app.db
      .insert(shipperBlockedDrivers)
      .values({ shipperUserId: shipper.user.id, driverUserId: blocked.user.id });
    const pending = await makeDriver(app, { profileState: 'submitted', regions: ['SK'] });
    const welcome = await makeDriver(app, { level: 1, regions: ['SK'] });

    const haul = await postLoad(app, shipper.key);
    for (const userId of [shipper.user.id, blocked.user.id, pending.user.id]) {
      expect(await alertRowsOf(userId)).toEqual([]);
    }
    expect(await alertedHaulIds(welcome.key)).toContain(haul.id);
  });

  it('does not alert a driver who declined the load, and takes the alert back when a driver declines', async () => {
    const shipper = await makeConfirmedShipper(app);
    const alerted = await makeDriver(app, { level: 1, regions: ['SK'] });
    const haul = await postLoad(app, shipper.key);
    expect(await alertedHaulIds(alerted.key)).toContain(haul.id);
    await app.db.insert(haulDeclines).values({ haulId: haul.id, driverUserId: alerted.user.id, reason: 'too_far' });
    expect(await alertedHaulIds(alerted.key)).not.toContain(haul.id);

    // Raised again (as a publish after a resume would), the load skips the driver who declined it.
    const decliner = await makeDriver(app, { level: 1, regions: ['SK'] });
    const newcomer = await makeDriver(app, { level: 1, regions: ['SK'] });
    await app.db.insert(haulDeclines).values({ haulId: haul.id, driverUserId: decliner.user.id, reason: 'too_far' });
    await queueLoadAlerts(app.db, { haulId: haul.id, now: clock.now(), basicDelayMinutes: 30 });
    expect(await alertRowsOf(decliner.user.id)).toEqual([]);
    expect(await alertRowsOf(newcomer.user.id)).toMatchObject([{ haulId: haul.id }]);
  });
});

describe('GET /haul/notifications/ and POST /haul/notifications/seen/', () => {
  it('lists visible alerts newest first, a page at a time, with the unseen count and the saved searches', async () => {
    const driver = await makeDriver(app, { level: 1, regions: ['QC'] });
    const search = await saveSearch(driver.key, { destination_regions: ['MB'] });
    const shipper = await makeConfirmedShipper(app);
    const posted = [];
    for (let index = 0; index < 3; index += 1) {
      posted.push(await postLoad(app, shipper.key));
      clock.advance(60_000);
    }

    const first = await alertPage(driver.key, '?page=1&page_size=2');
    expect(first).toMatchObject({ count: 3, unseen: 3, notifications: [{ id: search.id }] });
    expect(first.results.map((alert) => alert.haul.id)).toEqual([posted[2]?.id, posted[1]?.id]);
    const second = await alertPage(driver.key, '?page=2&page_size=2');
    expect(second.results.map((alert) => alert.haul.id)).toEqual([posted[0]?.id]);

    const someoneElse = await makeDriver(app, { level: 1, regions: ['QC'] });
    const ids = [first.results[0]?.id ?? ''];
    const foreign = await call('POST', '/haul/notifications/seen/', someoneElse.key, { ids });
    expect(LoadAlertsSeenSchema.parse(foreign.json())).toEqual({ unseen: 0 });
    const one = await call('POST', '/haul/notifications/seen/', driver.key, { ids });
    expect(LoadAlertsSeenSchema.parse(one.json())).toEqual({ unseen: 2 });
    const all = await call('POST', '/haul/notifications/seen/', driver.key);
    expect(all.statusCode).toBe(200);
    expect(LoadAlertsSeenSchema.parse(all.json())).toEqual({ unseen: 0 });
    expect((await alertPage(driver.key)).results.every((alert) => alert.seen)).toBe(true);
  });

  it('leaves out loads no longer posted', async () => {
    const driver = await makeDriver(app, { level: 1, regions: ['SK'] });
    const shipper = await makeConfirmedShipper(app);
    const haul = await postLoad(app, shipper.key);
    const deleted = await app.inject({
      method: 'DELETE',
      url: `/api/haul/${haul.id}/`,
      headers: auth(shipper.key),
      payload: { reason: 'posted_by_mistake' },
    });
    expect(deleted.statusCode).toBe(200);
    expect(await alertedHaulIds(driver.key)).not.toContain(haul.id);
  });

  it('is for drivers who may search, with the code that says what to fix', async () => {
    const shipper = await registerUser(app);
    const notDriver = await call('GET', '/haul/notifications/', shipper.key);
    expect(notDriver.statusCode).toBe(403);
    expect(notDriver.json().code).toBe('not_a_driver');
    const pending = await makeDriver(app, { profileState: 'submitted' });
    expect((await call('POST', '/haul/notifications/seen/', pending.key)).json().code).toBe('driver_not_approved');
    expect((await call('POST', '/haul/notifications/seen/', pending.key, { ids: ['nope'] })).statusCode).toBe(400);
  });
});

describe('the Find tab badge (posted_count of GET /view_times/)', () => {
  const postedCount = async (key: string) =>
    ViewTimesListSchema.parse((await call('GET', '/view_times/', key)).json())[0]?.posted_count;

  it('counts a driver’s unseen alerts since they last opened the load search', async () => {
    const driver = await makeDriver(app, { level: 1, regions: ['NB'] });
    await saveSearch(driver.key, { destination_regions: ['MB'] });
    const shipper = await makeConfirmedShipper(app);
    await postLoad(app, shipper.key);
    await postLoad(app, shipper.key);
    expect(await postedCount(driver.key)).toBe(2);

    clock.advance(60_000);
    await call('POST', '/view_times/seen/', driver.key, { list: 'posted' });
    expect(await postedCount(driver.key)).toBe(0);
    clock.advance(60_000);
    await postLoad(app, shipper.key);
    expect(await postedCount(driver.key)).toBe(1);
    await call('POST', '/haul/notifications/seen/', driver.key);
    expect(await postedCount(driver.key)).toBe(0);
  });

  it('keeps counting loads posted by others for someone who is not a driver', async () => {
    const shipper = await makeConfirmedShipper(app);
    const other = await makeConfirmedShipper(app);
    await call('POST', '/view_times/seen/', shipper.key, { list: 'posted' });
    clock.advance(60_000);
    await postLoad(app, other.key);
    await postLoad(app, other.key);
    expect(await postedCount(shipper.key)).toBe(2);
  });
});
