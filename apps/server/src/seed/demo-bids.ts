import { bids } from '../db/schema';
import type { Database } from '../platform/db/database';
import type { DemoAccounts } from './demo-accounts';
import { driversFor, type SeededLoad } from './demo-loads';
import type { SeededRandom } from './seeded-random';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
const DRIVING_S_PER_DAY = 10 * 3_600;

const COMMENTS = [
  '',
  '',
  'Can pick up the morning it is ready.',
  'Heading back empty that way; can load the same day.',
  'Straps, chains and tarps on board. Insured for the full value.',
  'I can do it a day earlier if the yard is open Saturday.',
  'Price includes fuel; no extra for the ramp.',
  'Deck fits it with room to spare. Photos at pickup and delivery.',
];

type NewBid = typeof bids.$inferInsert;

/** What a driver asks: within about 10 % under to 18 % over the posted transport rate, in whole tens of dollars. */
const offerAmount = (load: SeededLoad, random: SeededRandom): number =>
  Math.max(10_000, Math.round((load.transportRateCents * random.between(0.9, 1.18)) / 1_000) * 1_000);

/** When the driver promises delivery: the ready day, the days on the road, and some slack of their own. */
const deliverAt = (load: SeededLoad, from: Date, random: SeededRandom): Date => {
  const start = load.readyAt && load.readyAt > from ? load.readyAt : from;
  const drivingDays = Math.ceil(load.routeDurationS / DRIVING_S_PER_DAY);
  return new Date(start.getTime() + (drivingDays + random.int(0, 3)) * DAY_MS);
};

/**
 * Offers from the demo's approved drivers who work where a load starts: on about four posted loads in ten, one to
 * three each; a quarter of them have expired. Some accepted loads have a second driver's expression of interest
 * standing by.
 */
export const createDemoBids = async (
  db: Database,
  {
    now,
    random,
    accounts,
    demoLoads,
  }: { now: Date; random: SeededRandom; accounts: DemoAccounts; demoLoads: SeededLoad[] },
): Promise<{ total: number; expired: number }> => {
  const rows: NewBid[] = [];
  for (const load of demoLoads) {
    const local = driversFor(accounts, load.originRegion);
    if (load.status === 'posted' && load.publishedAt && random.chance(0.4)) {
      for (const driver of random.sample(local, random.int(1, 3))) {
        const madeAt = new Date(
          load.publishedAt.getTime() + random.next() * (now.getTime() - load.publishedAt.getTime()),
        );
        const sinceMade = now.getTime() - madeAt.getTime();
        // An expired offer ran out between when it was made and now.
        const expiresAt =
          random.chance(0.25) && sinceMade > 3 * HOUR_MS
            ? new Date(madeAt.getTime() + random.between(HOUR_MS, sinceMade - HOUR_MS))
            : new Date(now.getTime() + random.int(12, 120) * HOUR_MS);
        rows.push({
          haulId: load.haulId,
          driverUserId: driver.userId,
          kind: 'offer',
          amountCents: offerAmount(load, random),
          deliverAt: deliverAt(load, madeAt, random),
          expiresAt,
          comment: random.pick(COMMENTS),
          createdAt: madeAt,
        });
      }
    }
    // Accepted loads were taken at the posted price; another driver may stand by in case it falls through.
    if (load.status === 'accepted' && load.acceptedAt) {
      const others = local.filter((driver) => driver.userId !== load.driver?.userId);
      if (others.length > 0 && random.chance(0.3)) {
        const backup = random.pick(others);
        rows.push({
          haulId: load.haulId,
          driverUserId: backup.userId,
          kind: 'interest',
          amountCents: offerAmount(load, random),
          deliverAt: deliverAt(load, now, random),
          expiresAt: new Date(now.getTime() + random.int(24, 96) * HOUR_MS),
          comment: 'If it falls through, I can take it.',
          createdAt: new Date(Math.min(load.acceptedAt.getTime() + HOUR_MS, now.getTime())),
        });
      }
    }
  }
  for (let at = 0; at < rows.length; at += 200) await db.insert(bids).values(rows.slice(at, at + 200));
  const expired = rows.filter((row) => row.expiresAt && row.expiresAt < now).length;
  return { total: rows.length, expired };
};
