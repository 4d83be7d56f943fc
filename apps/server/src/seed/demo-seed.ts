import { like } from 'drizzle-orm';
import { users } from '../db/schema';
import { EmbeddedGeocoder, embeddedGazetteer } from '../modules/geo';
import type { HaulContext } from '../modules/hauls';
import { readSpecRows } from '../modules/spec';
import type { Database } from '../platform/db/database';
import { createDemoAccounts } from './demo-accounts';
import { createDemoBids } from './demo-bids';
import { createDemoChats } from './demo-chats';
import { DEMO_DRIVERS } from './demo-drivers';
import { createDemoLoads } from './demo-loads';
import { createDemoPayments, removeDemoMoney } from './demo-payments';
import { DEMO_EMAIL_DOMAIN, DEMO_STAFF } from './demo-people';
import { findTown, loadDemoPlaces } from './demo-places';
import { DEMO_SHIPPERS } from './demo-shippers';
import { SeededRandom } from './seeded-random';

/** The generator's seed: the same number builds the same marketplace on every run. */
const DEMO_SEED = 20_260_601;

export type DemoSummary = {
  removedAccounts: number;
  accounts: { staff: number; shippers: number; basicDrivers: number; premiumDrivers: number; pendingDrivers: number };
  loads: { total: number; draft: number; posted: number; accepted: number; boosted: number };
  bids: { total: number; expired: number };
  payments: { paid: number; delivered: number };
  chats: { conversations: number; messages: number };
};

/**
 * Earlier demo data goes first (its money rows before anything, see removeDemoMoney): deleting the demo accounts (found by their email domain) takes their loads, places,
 * driver profiles and bids with them (every reference to a user or a haul cascades), so a second run replaces the
 * demo rather than doubling it, and its dates are fresh again.
 */
const removeDemoData = async (db: Database): Promise<number> => {
  const demoUsers = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`));
  await removeDemoMoney(
    db,
    demoUsers.map((user) => user.id),
  );
  const removed = await db
    .delete(users)
    .where(like(users.email, `%@${DEMO_EMAIL_DOMAIN}`))
    .returning({ id: users.id });
  return removed.length;
};

/**
 * Fills the database with the demo marketplace, in one transaction: all of it or none. `ctx` is what the quote code
 * prices with (the configured router), so every rate is the one the product would quote; the towns come from the
 * embedded gazetteer whatever geocoder is configured. Prepayments and deliveries follow the bids, then
 * conversations; referrals are not seeded.
 */
export const seedDemo = async (ctx: HaulContext, now: Date = ctx.clock.now()): Promise<DemoSummary> => {
  const geocoding = new EmbeddedGeocoder(embeddedGazetteer());
  const [demoPlaces, specRows] = await Promise.all([loadDemoPlaces(geocoding), readSpecRows()]);
  const homeNames = [...new Set([DEMO_STAFF, ...DEMO_SHIPPERS, ...DEMO_DRIVERS].map((person) => person.home))];
  const homes = new Map(
    await Promise.all(homeNames.map(async (name) => [name, await findTown(geocoding, name)] as const)),
  );
  const random = new SeededRandom(DEMO_SEED);

  return ctx.db.transaction(async (tx) => {
    const removedAccounts = await removeDemoData(tx);
    const accounts = await createDemoAccounts(tx, { now, random, homes });
    const demoLoads = await createDemoLoads({ ctx: { ...ctx, db: tx }, now, random, accounts, demoPlaces, specRows });
    const bidCount = await createDemoBids(tx, { now, random, accounts, demoLoads });
    const paymentCount = await createDemoPayments(tx, { now, random, demoLoads });
    const chatCount = await createDemoChats(tx, { now, random, accounts, demoLoads });
    const approved = accounts.drivers.filter((driver) => driver.profileState === 'approved');
    const count = (status: string) => demoLoads.filter((load) => load.status === status).length;
    return {
      removedAccounts,
      accounts: {
        staff: 1,
        shippers: accounts.shippers.length,
        basicDrivers: approved.filter((driver) => driver.level === 0).length,
        premiumDrivers: approved.filter((driver) => driver.level > 0).length,
        pendingDrivers: accounts.drivers.length - approved.length,
      },
      loads: {
        total: demoLoads.length,
        draft: count('draft'),
        posted: count('posted'),
        accepted: count('accepted'),
        boosted: demoLoads.filter((load) => load.boosted).length,
      },
      bids: bidCount,
      payments: paymentCount,
      chats: chatCount,
    };
  });
};
