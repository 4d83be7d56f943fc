import {
  applyBoost,
  DEFAULT_BOOST_PERCENT,
  greatCircleDistanceM,
  LOADING_TIMES,
  type LoadType,
  type QuoteLine,
  type QuoteRequest,
} from '@freight/domain';
import { inArray } from 'drizzle-orm';
import { hauls, loads, places, users } from '../db/schema';
import type { Place } from '../modules/geo';
import type { HaulContext, HaulRow, NewHaul, NewLoad, NewPlace } from '../modules/hauls';
import { type PricedHaul, priceRequest } from '../modules/hauls';
import type { SpecRow } from '../modules/spec';
import type { UserRow } from '../platform/auth/auth-hook';
import { newId } from '../platform/db/new-id';
import type { DemoAccounts, SeededDriver, SeededShipper } from './demo-accounts';
import type { DemoPlaces } from './demo-places';
import type { SeededRandom } from './seeded-random';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** Two towns closer than this make no sense as a paid haul. */
const MIN_LANE_M = 40_000;
/** A driver covers about this much road a day, for delivery dates that a real driver could keep. */
const DRIVING_S_PER_DAY = 10 * 3_600;
const INSERT_BATCH = 100;

type DemoLoadStatus = 'draft' | 'posted' | 'accepted';

/** A demo load as the later steps (bids) need it. */
export type SeededLoad = {
  haulId: string;
  status: DemoLoadStatus;
  shipperId: string;
  originRegion: string;
  transportRateCents: number;
  routeDurationS: number;
  readyAt: Date | null;
  quotedAt: Date;
  publishedAt: Date | null;
  driver: SeededDriver | null;
  acceptedAt: Date | null;
  boosted: boolean;
};

type LoadRows = {
  // The demo writes history directly (loads already delivered, paid or taken), so any status, not just a draft.
  haul: Omit<NewHaul, 'status'> & { id: string; status: HaulRow['status'] };
  load: NewLoad & { haulId: string };
  places: (NewPlace & { haulId: string; role: 'origin' | 'destination' })[];
};

/** Roughly one load in twelve is still a draft, one in fourteen already has a driver, the rest are posted. */
const pickStatus = (random: SeededRandom): DemoLoadStatus => {
  const roll = random.next();
  return roll < 0.08 ? 'draft' : roll < 0.15 ? 'accepted' : 'posted';
};

/** When it was quoted and posted: posted loads over the last nine days, taken ones a little longer ago. */
const timesFor = (status: DemoLoadStatus, now: Date, random: SeededRandom) => {
  const ago = (ms: number) => new Date(now.getTime() - ms);
  if (status === 'draft') return { quotedAt: ago(random.between(0.5, 6 * 24) * HOUR_MS), publishedAt: null };
  const publishedAt = ago(
    random.between(status === 'accepted' ? 30 : 0.2, (status === 'accepted' ? 12 : 9) * 24) * HOUR_MS,
  );
  return { quotedAt: new Date(publishedAt.getTime() - random.between(10, 180) * 60_000), publishedAt };
};

/** Ready in the coming days, at 8 am on the prairies (14:00 UTC). */
const readyDate = (now: Date, random: SeededRandom): Date => {
  const day = new Date(now.getTime() + random.int(1, 21) * DAY_MS);
  day.setUTCHours(14, 0, 0, 0);
  return day;
};

const townLabel = (place: Place) => `${place.name}, ${place.region}`;

const placeInput = (place: Place, address: string) => ({
  name: townLabel(place),
  address,
  location: [place.lon, place.lat] as [number, number],
});

/** The approved drivers who work where a load starts. */
export const driversFor = (accounts: DemoAccounts, region: string): SeededDriver[] =>
  accounts.drivers.filter((driver) => driver.profileState === 'approved' && driver.regions.includes(region));

/** The lanes a shipper's load may take: two different towns of their areas, far enough apart to be a haul. */
const pickLane = (shipper: SeededShipper, demoPlaces: DemoPlaces, random: SeededRandom): [Place, Place] => {
  for (;;) {
    const origin = random.pick(demoPlaces[shipper.from]);
    const destination = random.pick(demoPlaces[shipper.to]);
    if (greatCircleDistanceM(origin, destination) >= MIN_LANE_M) return [origin, destination];
  }
};

type BuildOptions = {
  ctx: HaulContext;
  now: Date;
  random: SeededRandom;
  accounts: DemoAccounts;
  demoPlaces: DemoPlaces;
  specRows: readonly SpecRow[];
};

/**
 * One load of `shipper`: a real machine from the spec catalogue between two real towns, priced by the quote code
 * exactly as a quote the shipper asked for at `quotedAt`. Loads the quote cannot price (cross-border, oversize for
 * an instant rate) are drawn again, so every demo load carries a rate.
 */
const buildLoad = async (
  shipper: SeededShipper & { row: UserRow },
  { ctx, now, random, accounts, demoPlaces, specRows }: BuildOptions,
): Promise<{ rows: LoadRows; seeded: SeededLoad }> => {
  const machines = specRows.filter((row) => shipper.categories.includes(row.category));
  if (machines.length === 0) throw new Error(`demo seed: no spec rows for ${shipper.login}`);
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const machine = random.pick(machines);
    const [from, to] = pickLane(shipper, demoPlaces, random);
    const drawn = pickStatus(random);
    const taker = drawn === 'accepted' ? pickDriver(accounts, from.region, random) : null;
    // Only a driver who works where the load starts takes it; without one the load stays posted.
    const status: DemoLoadStatus = drawn === 'accepted' && !taker ? 'posted' : drawn;
    const { quotedAt, publishedAt } = timesFor(status, now, random);
    // Half the drafts are bare quotes; the other half went through the post flow's details.
    const hasDetails = status !== 'draft' || random.chance(0.5);
    const readyAt = hasDetails ? readyDate(now, random) : null;
    const request: QuoteRequest = {
      origin: placeInput(from, hasDetails ? `${shipper.yard}, ${townLabel(from)}` : ''),
      destination: placeInput(to, hasDetails ? `${shipper.dropOff}, ${townLabel(to)}` : ''),
      load: {
        make_model: machine.name,
        length: machine.length_m,
        width: machine.width_m,
        height: machine.height_m,
        weight: machine.weight_kg,
        load_type: machine.load_type as LoadType,
        ready_datetime: readyAt?.toISOString() ?? null,
        deliver_by_datetime: null,
        external_data: { spec_name: machine.name },
      },
    };
    const priced = await priceRequest({ ...ctx, clock: { now: () => quotedAt } }, shipper.row, request);
    if (priced.haul.quoteOutcome !== 'rate' || priced.haul.transportRateCents == null) continue;

    const drivingDays = Math.ceil(priced.haul.routeDurationS / DRIVING_S_PER_DAY);
    const deliverBy =
      readyAt && random.chance(0.7) ? new Date(readyAt.getTime() + (drivingDays + random.int(2, 7)) * DAY_MS) : null;
    const boosted = status !== 'draft' && random.chance(0.12);
    const driver = taker;
    const acceptedAt =
      driver && publishedAt
        ? new Date(publishedAt.getTime() + random.between(0.1, 0.9) * (now.getTime() - publishedAt.getTime()))
        : null;
    const haulId = newId(quotedAt.getTime());
    const rows = toRows({
      haulId,
      priced,
      status,
      boosted,
      quotedAt,
      publishedAt,
      updatedAt: acceptedAt ?? publishedAt ?? quotedAt,
      driverUserId: driver?.userId ?? null,
      acceptedAt,
      deliverBy,
      details: hasDetails ? detailsFor(shipper, random) : null,
    });
    return {
      rows,
      seeded: {
        haulId,
        status,
        shipperId: shipper.userId,
        originRegion: from.region,
        transportRateCents: rows.haul.transportRateCents ?? 0,
        routeDurationS: priced.haul.routeDurationS,
        readyAt,
        quotedAt,
        publishedAt,
        driver,
        acceptedAt,
        boosted,
      },
    };
  }
  throw new Error(`demo seed: found no load the quote can price for ${shipper.login}`);
};

const pickDriver = (accounts: DemoAccounts, region: string, random: SeededRandom): SeededDriver | null => {
  const local = driversFor(accounts, region);
  return local.length > 0 ? random.pick(local) : null;
};

const detailsFor = (shipper: SeededShipper, random: SeededRandom) => ({
  loadingProvided: random.chance(0.8),
  unloadingProvided: random.chance(0.6),
  loadingDock: random.chance(0.15),
  originTimes: random.pick(LOADING_TIMES),
  destinationTimes: random.pick(LOADING_TIMES),
  instructions: random.pick(shipper.instructions),
});

const toRows = ({
  haulId,
  priced,
  status,
  boosted,
  quotedAt,
  publishedAt,
  updatedAt,
  driverUserId,
  acceptedAt,
  deliverBy,
  details,
}: {
  haulId: string;
  priced: PricedHaul;
  status: DemoLoadStatus;
  boosted: boolean;
  quotedAt: Date;
  publishedAt: Date | null;
  updatedAt: Date;
  driverUserId: string | null;
  acceptedAt: Date | null;
  deliverBy: Date | null;
  details: ReturnType<typeof detailsFor> | null;
}): LoadRows => {
  // A boost is applied the way the shipper's boost button applies it: the same lines, the same rounding.
  const boost = boosted ? applyBoost(priced.haul.quoteLines as QuoteLine[], DEFAULT_BOOST_PERCENT) : null;
  return {
    haul: {
      ...priced.haul,
      id: haulId,
      status,
      ...(boost && {
        boostPercent: DEFAULT_BOOST_PERCENT,
        quoteLines: boost.lines,
        transportRateCents: boost.transportRateCents,
        shipperRateCents: boost.shipperRateCents,
      }),
      publishedAt,
      driverUserId,
      acceptedAt,
      createdAt: quotedAt,
      updatedAt,
    },
    load: { ...priced.load, haulId, deliverBy },
    places: [
      {
        ...priced.origin,
        haulId,
        role: 'origin',
        ...(details && {
          loadingDock: details.loadingDock,
          loadingProvided: details.loadingProvided,
          loadingTimes: details.originTimes,
          instructions: details.instructions,
        }),
      },
      {
        ...priced.destination,
        haulId,
        role: 'destination',
        ...(details && { unloadingProvided: details.unloadingProvided, loadingTimes: details.destinationTimes }),
      },
    ],
  };
};

const inBatches = async <T>(items: T[], insert: (batch: T[]) => Promise<unknown>) => {
  for (let at = 0; at < items.length; at += INSERT_BATCH) await insert(items.slice(at, at + INSERT_BATCH));
};

/** Every demo shipper's loads, priced and inserted in batches. */
export const createDemoLoads = async (options: BuildOptions): Promise<SeededLoad[]> => {
  const { ctx, accounts } = options;
  const shipperRows = await ctx.db
    .select()
    .from(users)
    .where(
      inArray(
        users.id,
        accounts.shippers.map((shipper) => shipper.userId),
      ),
    );
  const built: { rows: LoadRows; seeded: SeededLoad }[] = [];
  for (const shipper of accounts.shippers) {
    const row = shipperRows.find((candidate) => candidate.id === shipper.userId);
    if (!row) throw new Error(`demo seed: shipper ${shipper.login} is missing`);
    for (let count = 0; count < shipper.loads; count += 1) built.push(await buildLoad({ ...shipper, row }, options));
  }
  await inBatches(
    built.map(({ rows }) => rows.haul),
    (batch) => ctx.db.insert(hauls).values(batch),
  );
  await inBatches(
    built.map(({ rows }) => rows.load),
    (batch) => ctx.db.insert(loads).values(batch),
  );
  await inBatches(
    built.flatMap(({ rows }) => rows.places),
    (batch) => ctx.db.insert(places).values(batch),
  );
  return built.map(({ seeded }) => seeded);
};
