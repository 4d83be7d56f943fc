import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import {
  AdminMoneySchema,
  applyBoost,
  ChatListSchema,
  type CountryCode,
  checkBankDetails,
  DriverSchema,
  HaulSchema,
  KeyResponseSchema,
  LOAD_TYPES,
  priceQuote,
  type QuoteLine,
  specCategoryOf,
} from '@freight/domain';
import { and, asc, count, eq, inArray, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import {
  bankAccounts,
  bids,
  driverReferences,
  drivers,
  hauls,
  loads,
  places,
  subscriptions,
  users,
  vehicles,
} from '../db/schema';
import { EmbeddedExchangeRates } from '../modules/exchange-rates';
import { createGeoServices } from '../modules/geo';
import type { HaulContext } from '../modules/hauls';
import { readSpecRows } from '../modules/spec';
import { createLocalDiskStorage } from '../platform/storage/local-disk-storage';
import { auth } from '../testing/accounts';
import { testConfig } from '../testing/build-test-app';
import { createTestDatabase } from '../testing/test-database';
import { DEMO_DRIVERS } from './demo-drivers';
import { DEMO_EMAIL_DOMAIN, DEMO_PASSWORD, demoEmail } from './demo-people';
import { type DemoSummary, seedDemo } from './demo-seed';
import { DEMO_SHIPPERS } from './demo-shippers';

const NOW = new Date('2026-06-01T15:00:00Z');

let app: FastifyInstance;
let ctx: HaulContext;
let first: DemoSummary;

beforeAll(async () => {
  app = await buildApp({ config: testConfig(), database: await createTestDatabase(), logger: false });
  ctx = {
    db: app.db,
    clock: { now: () => NOW },
    // What the test configuration prices with: the embedded gazetteer and the road-distance estimate.
    geo: createGeoServices(),
    exchangeRates: new EmbeddedExchangeRates(),
    storage: createLocalDiskStorage({ rootDir: mkdtempSync(path.join(tmpdir(), 'freight-seed-')) }),
  };
  first = await seedDemo(ctx);
});

afterAll(() => app.close());

const logIn = async (login: string) =>
  KeyResponseSchema.parse(
    (
      await app.inject({
        method: 'POST',
        url: '/api/auth/login/',
        payload: { username: demoEmail(login), password: DEMO_PASSWORD },
      })
    ).json(),
  );

const demoUsers = () =>
  app.db
    .select()
    .from(users)
    .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`));
const demoUserIds = async () => (await demoUsers()).map((user) => user.id);
const demoHauls = async () =>
  app.db
    .select()
    .from(hauls)
    .where(inArray(hauls.userId, await demoUserIds()));

/** Every demo load with its load and places, in a stable order, to compare two runs. */
const demoRecords = async () =>
  app.db
    .select({ haul: hauls, load: loads, origin: places })
    .from(hauls)
    .innerJoin(loads, eq(loads.haulId, hauls.id))
    .innerJoin(places, and(eq(places.haulId, hauls.id), eq(places.role, 'origin')))
    .where(inArray(hauls.userId, await demoUserIds()))
    .orderBy(asc(hauls.createdAt), asc(loads.makeModel));

describe('npm run seed:demo', () => {
  it('creates confirmed accounts: staff, shippers, approved basic and premium drivers, one awaiting approval', async () => {
    const accounts = await demoUsers();
    expect(accounts).toHaveLength(1 + DEMO_SHIPPERS.length + DEMO_DRIVERS.length);
    for (const account of accounts) {
      expect(account).toMatchObject({ status: 'verified' });
      expect(account.emailConfirmedAt).not.toBeNull();
      expect(account.termsAcceptedAt).not.toBeNull();
      expect(account.passwordHash).toMatch(/^\$argon2id\$/);
    }
    expect(accounts.filter((account) => account.isStaff)).toHaveLength(1);
    expect(first.accounts).toEqual({ staff: 1, shippers: 8, basicDrivers: 3, premiumDrivers: 4, pendingDrivers: 1 });

    const profiles = await app.db
      .select()
      .from(drivers)
      .where(inArray(drivers.userId, await demoUserIds()));
    expect(profiles.map((profile) => profile.profileState).sort()).toEqual([...Array(7).fill('approved'), 'submitted']);
    for (const profile of profiles) {
      expect(profile.regions.length).toBeGreaterThan(0);
      expect(profile.baseLat).not.toBeNull();
    }
    const driverIds = profiles.map((profile) => profile.id);
    const [vehicleCount] = await app.db
      .select({ n: count() })
      .from(vehicles)
      .where(inArray(vehicles.driverId, driverIds));
    const [referenceCount] = await app.db
      .select({ n: count() })
      .from(driverReferences)
      .where(inArray(driverReferences.driverId, driverIds));
    expect(vehicleCount?.n).toBe(8);
    expect(referenceCount?.n).toBe(24);
    const banks = await app.db.select().from(bankAccounts).where(inArray(bankAccounts.driverId, driverIds));
    expect(banks).toHaveLength(8);
    for (const bank of banks) {
      const details = {
        bank_institution: bank.bankInstitution,
        bank_transit: bank.bankTransit,
        bank_account: bank.bankAccount,
      };
      expect(checkBankDetails(details, bank.country), JSON.stringify(details)).toMatchObject({ ok: true });
    }
    expect(banks.some((bank) => bank.country === 'USA')).toBe(true);
    const plans = await app.db.select().from(subscriptions).where(inArray(subscriptions.driverId, driverIds));
    expect(plans.map((plan) => plan.level).sort()).toEqual([1, 1, 2, 2]);
  });

  it('posts a few hundred loads of catalogue machines between gazetteer towns, with drafts, accepted and boosted ones', async () => {
    const records = await demoRecords();
    expect(records).toHaveLength(first.loads.total);
    expect(first.loads.total).toBeGreaterThanOrEqual(200);
    const byStatus = (status: string) => records.filter(({ haul }) => haul.status === status);
    expect(byStatus('posted').length).toBe(first.loads.posted);
    expect(first.loads.posted).toBeGreaterThan(first.loads.total / 2);
    expect(byStatus('draft').length).toBe(first.loads.draft);
    expect(first.loads.draft).toBeGreaterThan(0);
    const held = records.filter(({ haul }) => haul.driverUserId !== null);
    expect(held.length).toBe(first.loads.accepted);
    expect(first.loads.accepted).toBeGreaterThan(0);
    expect(byStatus('confirmed').length + byStatus('completed').length).toBe(first.payments.paid);
    expect(byStatus('completed').length).toBe(first.payments.delivered);
    expect(records.filter(({ haul }) => haul.boostPercent > 0).length).toBe(first.loads.boosted);
    expect(first.loads.boosted).toBeGreaterThan(0);

    const driverUserIds = new Set(
      (await app.db.select({ userId: drivers.userId }).from(drivers)).map((row) => row.userId),
    );
    for (const { haul } of held) {
      expect(driverUserIds.has(haul.driverUserId ?? '')).toBe(true);
      expect(haul.acceptedAt?.getTime()).toBeGreaterThan(haul.publishedAt?.getTime() ?? 0);
    }
    for (const { haul, load, origin } of [...byStatus('posted'), ...held]) {
      expect(haul.publishedAt?.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(origin.address).not.toBe('');
      expect(load.readyAt).not.toBeNull();
    }

    const catalogue = new Map((await readSpecRows()).map((row) => [row.name, row]));
    for (const { load, origin } of records) {
      const machine = catalogue.get(load.makeModel);
      expect(machine, load.makeModel).toBeDefined();
      expect([load.lengthM, load.widthM, load.heightM, load.weightKg]).toEqual([
        machine?.length_m,
        machine?.width_m,
        machine?.height_m,
        machine?.weight_kg,
      ]);
      expect(origin.region).toMatch(/^[A-Z]{2}$/);
    }
  });

  it('prices every load with the quote code: rerouted and repriced, the rate is the stored one', async () => {
    const allPlaces = await app.db
      .select()
      .from(places)
      .where(
        inArray(
          places.haulId,
          (await demoHauls()).map((haul) => haul.id),
        ),
      );
    const records = await demoRecords();
    for (const { haul, load } of records) {
      const origin = allPlaces.find((place) => place.haulId === haul.id && place.role === 'origin');
      const destination = allPlaces.find((place) => place.haulId === haul.id && place.role === 'destination');
      if (!origin || !destination) throw new Error(`haul ${haul.id} lacks a place`);
      const route = await ctx.geo.routing.route(origin, destination);
      const outcome = priceQuote({
        distanceKm: route.distanceM / 1000,
        durationS: route.durationS,
        load: { lengthM: load.lengthM, widthM: load.widthM, heightM: load.heightM, weightKg: load.weightKg },
        loadType: LOAD_TYPES.find((type) => type === load.loadType) ?? 'other',
        category: specCategoryOf(load.externalData),
        regions: [origin.region, destination.region].flatMap((region) => region ?? []),
        originCountry: origin.country as CountryCode,
        destinationCountry: destination.country as CountryCode,
        readyAt: load.readyAt,
        now: haul.quotedAt,
      });
      if (outcome.outcome !== 'rate') throw new Error(`haul ${haul.id} is no longer priced: ${outcome.outcome}`);
      const expected = applyBoost(outcome.lines as QuoteLine[], haul.boostPercent);
      expect(haul.quoteOutcome).toBe('rate');
      expect(haul.transportRateCents).toBe(
        haul.boostPercent > 0 ? expected.transportRateCents : outcome.transportRateCents,
      );
      expect(haul.shipperRateCents).toBe(haul.boostPercent > 0 ? expected.shipperRateCents : outcome.shipperRateCents);
      expect(haul.routeDistanceM).toBe(Math.round(route.distanceM));
    }
  });

  it('has offers near the transport rate from drivers of the region, some expired', async () => {
    const demoHaulRows = await demoHauls();
    const haulById = new Map(demoHaulRows.map((haul) => [haul.id, haul]));
    const offers = await app.db
      .select()
      .from(bids)
      .where(inArray(bids.haulId, [...haulById.keys()]));
    expect(offers).toHaveLength(first.bids.total);
    expect(first.bids.total).toBeGreaterThan(50);
    expect(offers.filter((bid) => bid.status === 'active' && bid.expiresAt && bid.expiresAt < NOW)).toHaveLength(
      first.bids.expired,
    );
    expect(first.bids.expired).toBeGreaterThan(0);
    const approvedDrivers = new Set(
      (await app.db.select({ userId: drivers.userId }).from(drivers).where(eq(drivers.profileState, 'approved'))).map(
        (row) => row.userId,
      ),
    );
    for (const bid of offers) {
      const haul = haulById.get(bid.haulId);
      expect(approvedDrivers.has(bid.driverUserId)).toBe(true);
      expect(['posted', 'accepted', 'confirmed', 'completed']).toContain(haul?.status);
      const ratio = bid.amountCents / (haul?.transportRateCents ?? 1);
      expect(ratio).toBeGreaterThan(0.85);
      expect(ratio).toBeLessThan(1.25);
      expect(bid.deliverAt.getTime()).toBeGreaterThan(bid.createdAt.getTime());
    }
  });

  it('lets every demo account log in with the shared password, and shows a shipper their loads', async () => {
    const logins = ['staff', ...DEMO_SHIPPERS.map((s) => s.login), ...DEMO_DRIVERS.map((d) => d.login)];
    const responses = await Promise.all(
      logins.map((login) =>
        app.inject({
          method: 'POST',
          url: '/api/auth/login/',
          payload: { username: demoEmail(login), password: DEMO_PASSWORD },
        }),
      ),
    );
    expect(responses.map((response) => response.statusCode)).toEqual(logins.map(() => 200));

    // Each driver sees a complete profile in the app, at the level and in the state the seed gave it.
    for (const demoDriver of DEMO_DRIVERS) {
      const session = KeyResponseSchema.parse(responses[logins.indexOf(demoDriver.login)]?.json());
      const [profile] = await app.db.select().from(drivers).where(eq(drivers.userId, session.user.id));
      const view = await app.inject({ method: 'GET', url: `/api/driver/${profile?.id}/`, headers: auth(session.key) });
      expect(view.statusCode, demoDriver.login).toBe(200);
      expect(DriverSchema.parse(view.json())).toMatchObject({
        profile_state: demoDriver.profileState,
        subscription_level: demoDriver.level,
        access: { missing: [] },
        references: [{}, {}, {}],
        bank: { complete: true },
      });
    }
    const wrong = await app.inject({
      method: 'POST',
      url: '/api/auth/login/',
      payload: { username: demoEmail('farmer'), password: 'not-the-demo-password' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ code: 'login_failed' });

    const farmer = await logIn('farmer');
    const [posted] = await app.db
      .select({ id: hauls.id })
      .from(hauls)
      .where(and(eq(hauls.userId, farmer.user.id), eq(hauls.status, 'posted')))
      .limit(1);
    const view = await app.inject({ method: 'GET', url: `/api/haul/${posted?.id}/`, headers: auth(farmer.key) });
    expect(view.statusCode).toBe(200);
    expect(HaulSchema.parse(view.json())).toMatchObject({ status: 'posted' });
  });

  it('prepays about half the held loads by card and delivers the older ones, and the money page reconciles', async () => {
    expect(first.payments.paid).toBeGreaterThan(0);
    expect(first.payments.delivered).toBeGreaterThan(0);
    const staff = await logIn('staff');
    const money = AdminMoneySchema.parse(
      (await app.inject({ method: 'GET', url: '/api/admin/money/', headers: auth(staff.key) })).json(),
    );
    expect(money.reconciliation).toMatchObject({ difference_cad_cents: 0, ledger_balanced: true, holds: true });
    expect(money.totals.payments_cad_cents).toBeGreaterThan(0);
    expect(money.totals.escrow_cad_cents).toBeGreaterThan(0);
    expect(money.totals.payable_cad_cents).toBeGreaterThan(0);
    expect(money.totals.revenue_from_loads_cad_cents).toBeGreaterThan(0);
    expect(money.payouts.scheduled.length + money.payouts.paid.length).toBe(first.payments.delivered);
  });

  it('opens a conversation on every load a driver holds, and the farmer finds staff answering their question', async () => {
    expect(first.chats.conversations).toBe(first.loads.accepted + 1);
    const farmer = await logIn('farmer');
    const list = ChatListSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/chat/', headers: auth(farmer.key) })).json(),
    ).results;
    const support = list.find((chat) => chat.kind === 'support');
    expect(support?.messages.at(-1)?.message_body).toMatch(/within 7 days of delivery/i);

    // Every shipper whose load a driver holds finds that load's conversation, with its messages, in their list.
    const held = (await demoHauls()).filter((haul) => haul.driverUserId);
    expect(held.length).toBeGreaterThan(0);
    for (const shipper of DEMO_SHIPPERS) {
      const session = await logIn(shipper.login);
      const theirs = held.filter((haul) => haul.userId === session.user.id);
      const chats = ChatListSchema.parse(
        (await app.inject({ method: 'GET', url: '/api/chat/', headers: auth(session.key) })).json(),
      ).results.filter((chat) => chat.kind === 'haul');
      expect(chats.map((chat) => chat.haul_id).sort(), shipper.login).toEqual(theirs.map((haul) => haul.id).sort());
      for (const chat of chats) expect(chat.messages.length, shipper.login).toBeGreaterThan(0);
    }
  });

  it('replaces the demo on a second run, the same marketplace again, never doubled', async () => {
    const before = (await demoRecords()).map(({ haul, load, origin }) => [load.makeModel, origin.name, haul.status]);
    const [bidsBefore] = await app.db.select({ n: count() }).from(bids);
    const second = await seedDemo(ctx);
    expect(second.removedAccounts).toBe(1 + DEMO_SHIPPERS.length + DEMO_DRIVERS.length);
    expect({ ...second, removedAccounts: 0 }).toEqual({ ...first, removedAccounts: 0 });
    expect(await demoUsers()).toHaveLength(second.removedAccounts);
    const after = (await demoRecords()).map(({ haul, load, origin }) => [load.makeModel, origin.name, haul.status]);
    expect(after).toEqual(before);
    const [bidsAfter] = await app.db.select({ n: count() }).from(bids);
    expect(bidsAfter?.n).toBe(bidsBefore?.n);
    // The first demo's money went with it: the ledger still balances and holds exactly the second demo's payments.
    const staff = await logIn('staff');
    const money = AdminMoneySchema.parse(
      (await app.inject({ method: 'GET', url: '/api/admin/money/', headers: auth(staff.key) })).json(),
    );
    expect(money.reconciliation).toMatchObject({ difference_cad_cents: 0, ledger_balanced: true, holds: true });
    expect(money.payouts.scheduled.length + money.payouts.paid.length).toBe(second.payments.delivered);
  });
});
