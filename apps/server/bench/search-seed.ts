import { HAUL_STATUS, LOAD_TYPES, REGIONS, ROAD_CIRCUITY_FACTOR } from '@freight/domain';
import { sql } from 'drizzle-orm';
import type { Place } from '../src/modules/geo';
import type { Database } from '../src/platform/db/database';

/**
 * The search benchmark's loads, written by the database itself: a few set-based statements over generate_series
 * (no row crosses the wire), so a million loads take a minute or two instead of hundreds of batches. Each load
 * picks its towns from `towns`, the gazetteer's towns entered as often as their weight; pseudo-random figures come
 * from setseed, so a run writes the same board each time.
 */

/** The towns as a temporary table, `index` from 0, for the statements below to draw from. */
const writeTowns = async (db: Database, towns: readonly Place[]) => {
  await db.execute(sql`drop table if exists bench_towns`);
  await db.execute(sql`create temporary table bench_towns (index integer primary key, lon float8, lat float8,
    region text, country text, label text)`);
  const rows = towns.map((town, index) => ({
    index,
    lon: town.lon,
    lat: town.lat,
    region: town.region,
    country: REGIONS.find((candidate) => candidate.code === town.region)?.country ?? null,
    label: town.label,
  }));
  for (let start = 0; start < rows.length; start += 10_000) {
    await db.execute(sql`insert into bench_towns select * from json_to_recordset(
      ${JSON.stringify(rows.slice(start, start + 10_000))}::json) as x(index integer, lon float8, lat float8,
      region text, country text, label text)`);
  }
};

/**
 * Ids in insertion order, like the app's UUIDv7s, so each index grows at its end instead of at random places (a
 * million random uuids made the bulk load several times slower): batch, table and row number in hex.
 */
const orderedId = (batch: number, table: number, rowNumber: string) =>
  sql.raw(`(lpad(to_hex(${batch}), 8, '0') || '-' || lpad(to_hex(${table}), 4, '0') || '-7000-8000-' ||
    lpad(to_hex(${rowNumber}), 12, '0'))::uuid`);

/** Great-circle metres between two towns' columns (haversine, mean Earth radius). */
const metresBetween = (a: string, b: string) =>
  sql.raw(`(2 * 6371008.8 * asin(least(1, sqrt(power(sin(radians(${b}.lat - ${a}.lat) / 2), 2)
    + cos(radians(${a}.lat)) * cos(radians(${b}.lat)) * power(sin(radians(${b}.lon - ${a}.lon) / 2), 2)))))`);

/**
 * `count` hauls of `userId` with their loads and both places, in `status`, published over the last 30 days. Like
 * the loads of a real board, most go a few hundred km: a destination over 1,500 km away is redrawn up to 3 times.
 */
export const writeBenchHauls = async (
  database: Database,
  options: { towns: readonly Place[]; userId: string; count: number; status: string; seed: number; batch: number },
) =>
  // One transaction is one connection: the temporary tables live in it.
  database.transaction((db) => writeInOneSession(db as unknown as Database, options));

const writeInOneSession = async (
  db: Database,
  {
    towns,
    userId,
    count,
    status,
    seed,
    batch,
  }: { towns: readonly Place[]; userId: string; count: number; status: string; seed: number; batch: number },
) => {
  await writeTowns(db, towns);
  await db.execute(sql`select setseed(${seed})`);
  await db.execute(sql`drop table if exists bench_draws`);
  const draw = sql.raw(`floor(random() * ${towns.length})::integer`);
  await db.execute(sql`create temporary table bench_draws as
    select n, ${orderedId(batch, 0, 'n')} as id, ${draw} as origin, ${draw} as d1, ${draw} as d2, ${draw} as d3, ${draw} as d4,
      random() as r_type, random() as r_len, random() as r_wid, random() as r_hei, random() as r_wei,
      random() as r_bids, random() as r_rate, random() as r_dated, random() as r_ready, random() as r_published
    from generate_series(1, ${count}) as n`);
  await db.execute(sql`drop table if exists bench_seed`);
  await db.execute(sql`create temporary table bench_seed as
    select d.*, o.index as origin_index, t.index as destination_index,
      round(greatest(5000, ${metresBetween('o', 't')}) * ${ROAD_CIRCUITY_FACTOR})::integer as route_distance_m
    from bench_draws d
    join bench_towns o on o.index = d.origin
    join lateral (
      select t.* from bench_towns t, (values (1, d.d1), (2, d.d2), (3, d.d3), (4, d.d4)) as c(n, town)
      where t.index = c.town and (c.n = 4 or ${metresBetween('o', 't')} <= 1500000)
      order by c.n limit 1) t on true`);
  const loadTypes = sql.raw(`(array[${LOAD_TYPES.map((type) => `'${type}'`).join(',')}])`);
  await db.execute(sql`insert into hauls (id, user_id, status, quote_outcome, transport_rate_cents, shipper_rate_cents,
      route_distance_m, route_duration_s, route_source, quoted_at, published_at)
    select id, ${userId}::uuid, ${status}::haul_status, case when r_bids < 0.15 then 'pending' else 'rate' end::quote_outcome,
      rate, round(rate * 1.1)::integer, route_distance_m, round(route_distance_m / 25.0)::integer, 'estimate',
      published, published
    from (select *, case when r_bids < 0.15 then null
        else (round(route_distance_m / 1000.0 * (150 + floor(r_rate * 300)) / 100) * 100)::integer end as rate,
        now() - floor(r_published * 30 * 86400000) * interval '1 millisecond' as published
      from bench_seed) s
    order by n`);
  await db.execute(sql`insert into loads (haul_id, id, make_model, length_m, width_m, height_m, weight_kg, load_type,
      ready_at)
    select id, ${orderedId(batch, 1, 'n')}, 'Seeded load', 3 + r_len * 12, 1.5 + r_wid * 2.5, 1.2 + r_hei * 3,
      round(500 + r_wei * 25000), ${loadTypes}[1 + floor(r_type * ${LOAD_TYPES.length})::integer],
      case when r_dated < 0.2 then null else now() + floor(r_ready * 30) * interval '1 day' end
    from bench_seed
    order by n`);
  await db.execute(sql`insert into places (id, haul_id, role, name, lon, lat, region, country)
    select ${orderedId(batch, 2, '(2 * s.n + p.second)')}, s.id, p.role::place_role, t.label, t.lon, t.lat, t.region,
      t.country
    from bench_seed s
    cross join lateral (values ('origin', s.origin_index, 0), ('destination', s.destination_index, 1))
      as p(role, town, second)
    join bench_towns t on t.index = p.town
    order by s.n, p.second`);
  await db.execute(sql`drop table bench_seed`);
  await db.execute(sql`drop table bench_draws`);
};

/** Delivered and cancelled hauls for the board's history: never searched, but in the same tables. */
export const HISTORICAL_STATUSES = [HAUL_STATUS.completed, HAUL_STATUS.cancelled] as const;
