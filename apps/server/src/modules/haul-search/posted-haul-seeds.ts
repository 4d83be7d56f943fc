import { type HaulStatus, REGIONS, type SearchableHaul } from '@freight/domain';
import { sql } from 'drizzle-orm';
import { hauls, loads, places } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { newId } from '../../platform/db/new-id';

/** A haul written straight to the tables, for the search's property test and benchmark (not through posting). */
export type SeedHaul = SearchableHaul & {
  id?: string;
  userId: string;
  status?: HaulStatus;
  makeModel?: string;
  originName?: string;
  destinationName?: string;
};

/**
 * What the search's tests vary from: a 6-tonne machinery load of ordinary size from Regina to Winnipeg at CA$1,200,
 * posted on 2026-11-22, with `changes`.
 */
export const seedHaul = (userId: string, changes: Partial<SeedHaul> = {}): SeedHaul => ({
  userId,
  origin: { lat: 50.4452, lon: -104.6189, region: 'SK' },
  destination: { lat: 49.8951, lon: -97.1384, region: 'MB' },
  loadType: 'machinery',
  lengthM: 5,
  widthM: 2.5,
  heightM: 3,
  weightKg: 6000,
  transportRateCents: 120_000,
  routeDistanceM: 571_000,
  readyAt: null,
  publishedAt: new Date('2026-11-22T12:00:00Z'),
  ...changes,
});

/**
 * Rows per statement. Each table's rows travel as one JSON parameter expanded by json_to_recordset, the portable
 * stand-in for COPY on both PGlite and PostgreSQL: one parse and one plan per batch instead of per row or per value.
 * JSON numbers print as the shortest text that reads back as the same double, so coordinates arrive bit for bit.
 */
const BATCH = 10_000;

const countryOf = (region: string | null) => REGIONS.find((candidate) => candidate.code === region)?.country ?? null;

const placeRow = (haulId: string, role: 'origin' | 'destination', place: SearchableHaul['origin'], name?: string) => ({
  id: newId(),
  haul_id: haulId,
  role,
  name: name ?? `${place.lat.toFixed(3)}, ${place.lon.toFixed(3)}`,
  lon: place.lon,
  lat: place.lat,
  region: place.region,
  country: countryOf(place.region),
});

const insertBatch = async (db: Database, seeds: readonly SeedHaul[], ids: readonly string[]) => {
  const haulRows = seeds.map((seed, index) => ({
    id: ids[index],
    user_id: seed.userId,
    status: seed.status ?? 'posted',
    quote_outcome: seed.transportRateCents === null ? 'pending' : 'rate',
    transport_rate_cents: seed.transportRateCents,
    shipper_rate_cents: seed.transportRateCents === null ? null : Math.round(seed.transportRateCents * 1.1),
    route_distance_m: seed.routeDistanceM,
    route_duration_s: Math.round(seed.routeDistanceM / 25),
    quoted_at: seed.publishedAt ?? new Date(0),
    published_at: seed.publishedAt,
  }));
  await db.execute(sql`insert into ${hauls} (id, user_id, status, quote_outcome, transport_rate_cents,
      shipper_rate_cents, route_distance_m, route_duration_s, route_source, quoted_at, published_at)
    select id, user_id, status, quote_outcome, transport_rate_cents, shipper_rate_cents, route_distance_m,
      route_duration_s, 'estimate', quoted_at, published_at
    from json_to_recordset(${JSON.stringify(haulRows)}::json) as x(id uuid, user_id uuid, status haul_status,
      quote_outcome quote_outcome, transport_rate_cents integer, shipper_rate_cents integer, route_distance_m integer,
      route_duration_s integer, quoted_at timestamptz, published_at timestamptz)`);
  const loadRows = seeds.map((seed, index) => ({
    id: newId(),
    haul_id: ids[index],
    make_model: seed.makeModel ?? 'Seeded load',
    length_m: seed.lengthM,
    width_m: seed.widthM,
    height_m: seed.heightM,
    weight_kg: seed.weightKg,
    load_type: seed.loadType,
    ready_at: seed.readyAt,
  }));
  await db.execute(sql`insert into ${loads} (id, haul_id, make_model, length_m, width_m, height_m, weight_kg, load_type,
      ready_at)
    select * from json_to_recordset(${JSON.stringify(loadRows)}::json) as x(id uuid, haul_id uuid, make_model text,
      length_m float8, width_m float8, height_m float8, weight_kg float8, load_type text, ready_at timestamptz)`);
  const placeRows = seeds.flatMap((seed, index) => [
    placeRow(ids[index] as string, 'origin', seed.origin, seed.originName),
    placeRow(ids[index] as string, 'destination', seed.destination, seed.destinationName),
  ]);
  await db.execute(sql`insert into ${places} (id, haul_id, role, name, lon, lat, region, country)
    select * from json_to_recordset(${JSON.stringify(placeRows)}::json) as x(id uuid, haul_id uuid, role place_role,
      name text, lon float8, lat float8, region text, country text)`);
};

/** Writes the hauls with their loads and places in a few statements; returns their ids in order. */
export const insertSeedHauls = async (db: Database, seeds: readonly SeedHaul[]): Promise<string[]> => {
  const ids = seeds.map((seed) => seed.id ?? newId());
  for (let start = 0; start < seeds.length; start += BATCH) {
    await insertBatch(db, seeds.slice(start, start + BATCH), ids.slice(start, start + BATCH));
  }
  return ids;
};
