import { sql } from 'drizzle-orm';
import { doublePrecision, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { hauls } from './hauls';

/**
 * The grid cell of a point: 2-degree squares numbered latitude-row * 1000 + longitude-column. `haul-search`'s
 * `search-cells.ts` computes the same numbers in TypeScript to list the cells a search area covers.
 */
const cellOf = (lat: string, lon: string) =>
  sql.raw(`(floor((${lat} + 90) / 2) * 1000 + floor((${lon} + 180) / 2))::integer`);

/**
 * One coordinate of a point's unit vector (x towards 0°N 0°E, z towards the North Pole), written exactly as the
 * corridor's SQL wrote it inline before migration 0025 (`toUnitVector` in the domain): the same operations in the same
 * order give the same bits, so the stored figure changes no answer, only saves each index entry its trigonometry.
 */
const unitVectorOf = (lat: string, lon: string, axis: 'x' | 'y' | 'z') => {
  const phi = `(${lat} * pi() / 180)`;
  const lambda = `(${lon} * pi() / 180)`;
  const formula = { x: `cos(${phi}) * cos(${lambda})`, y: `cos(${phi}) * sin(${lambda})`, z: `sin(${phi})` }[axis];
  return sql.raw(`(${formula})`);
};

/**
 * One row per posted haul holding what load search filters and sorts on (docs/decisions/021-search-at-scale.md).
 * Triggers on hauls, loads and places (migration 0022) keep it: a haul has a row exactly while it is posted, so
 * delivered and removed loads never weigh on the search's indexes. The values are copies, bit for bit, of the
 * source columns, so the SQL filters give the same answers as on the joined tables.
 */
export const haulSearchRows = pgTable(
  'haul_search_rows',
  {
    haulId: uuid('haul_id')
      .primaryKey()
      .references(() => hauls.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    transportRateCents: integer('transport_rate_cents'),
    routeDistanceM: integer('route_distance_m').notNull(),
    loadType: text('load_type').notNull(),
    lengthM: doublePrecision('length_m').notNull(),
    widthM: doublePrecision('width_m').notNull(),
    heightM: doublePrecision('height_m').notNull(),
    weightKg: doublePrecision('weight_kg').notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    originLon: doublePrecision('origin_lon').notNull(),
    originLat: doublePrecision('origin_lat').notNull(),
    originRegion: text('origin_region'),
    destinationLon: doublePrecision('destination_lon').notNull(),
    destinationLat: doublePrecision('destination_lat').notNull(),
    destinationRegion: text('destination_region'),
    originCell: integer('origin_cell').generatedAlwaysAs(cellOf('origin_lat', 'origin_lon')),
    destinationCell: integer('destination_cell').generatedAlwaysAs(cellOf('destination_lat', 'destination_lon')),
    // Both places as unit vectors, for the corridor's test (migration 0025; decision 023, "The corridor's test").
    originX: doublePrecision('origin_x').generatedAlwaysAs(unitVectorOf('origin_lat', 'origin_lon', 'x')),
    originY: doublePrecision('origin_y').generatedAlwaysAs(unitVectorOf('origin_lat', 'origin_lon', 'y')),
    originZ: doublePrecision('origin_z').generatedAlwaysAs(unitVectorOf('origin_lat', 'origin_lon', 'z')),
    destinationX: doublePrecision('destination_x').generatedAlwaysAs(
      unitVectorOf('destination_lat', 'destination_lon', 'x'),
    ),
    destinationY: doublePrecision('destination_y').generatedAlwaysAs(
      unitVectorOf('destination_lat', 'destination_lon', 'y'),
    ),
    destinationZ: doublePrecision('destination_z').generatedAlwaysAs(
      unitVectorOf('destination_lat', 'destination_lon', 'z'),
    ),
  },
  (table) => [
    // Newest first inside each cell: a search merges its cells' lists and stops after one page. Migration 0022
    // adds every other column as INCLUDE (drizzle cannot say it), so searches from a cell read only the index.
    index('haul_search_rows_origin_cell_idx').on(table.originCell, table.publishedAt.desc().nullsFirst(), table.haulId),
    // Pickup and drop-off cells together, newest first: a trip (corridor) or an origin and a destination radius read
    // only the pairs of cells that both ends allow, not every load leaving the origin's cells (migration 0023). Both
    // places' coordinates are keys after the order's (which the unique haul id settles, so they change no order): the
    // index tests a pair's boxes on its own entries, before a tuple is formed (migration 0026, decision 023). Keyed
    // `+ 0`, which only a pair's boxes ask for: as plain columns, a radius's or a map view's box matched them and the
    // planner read a pickup cell through this index and sorted it, instead of the cell index already in order.
    index('haul_search_rows_cell_pair_idx').on(
      table.originCell,
      table.destinationCell,
      table.publishedAt.desc().nullsFirst(),
      table.haulId,
      sql`(${table.originLat} + 0)`,
      sql`(${table.originLon} + 0)`,
      sql`(${table.destinationLat} + 0)`,
      sql`(${table.destinationLon} + 0)`,
    ),
    // Each cell's loads in the order of the other sorts, so a page sorted by rate or pickup date stops after a page
    // per cell instead of sorting every match (migration 0023; covering like the newest-first one). Keyed on
    // `origin_cell + 0`, which only those sorts' reads ask for (search-anchor.ts): with every index covering, the
    // planner, expecting a row or two per cell, otherwise took any of them for the newest sort and sorted the cell.
    index('haul_search_rows_origin_cell_rate_idx').on(
      sql`(${table.originCell} + 0)`,
      table.transportRateCents.desc().nullsLast(),
      table.publishedAt.desc().nullsFirst(),
      table.haulId,
    ),
    index('haul_search_rows_origin_cell_rate_per_km_idx').on(
      sql`(${table.originCell} + 0)`,
      sql`(${table.transportRateCents}::float8 * 10 / nullif(${table.routeDistanceM}, 0)) desc nulls last`,
      table.publishedAt.desc().nullsFirst(),
      table.haulId,
    ),
    index('haul_search_rows_origin_cell_pickup_idx').on(
      sql`(${table.originCell} + 0)`,
      table.readyAt.asc().nullsLast(),
      table.publishedAt.desc().nullsFirst(),
      table.haulId,
    ),
    index('haul_search_rows_destination_cell_idx').on(
      table.destinationCell,
      table.publishedAt.desc().nullsFirst(),
      table.haulId,
    ),
    index('haul_search_rows_origin_region_idx').on(
      sql`upper(${table.originRegion})`,
      table.publishedAt.desc().nullsFirst(),
      table.haulId,
    ),
    // Searches without a place walk the chosen order and stop after one page.
    index('haul_search_rows_newest_idx').on(table.publishedAt.desc().nullsFirst(), table.haulId),
    index('haul_search_rows_pickup_idx').on(
      table.readyAt.asc().nullsLast(),
      table.publishedAt.desc().nullsFirst(),
      table.haulId,
    ),
    index('haul_search_rows_rate_idx').on(
      table.transportRateCents.desc().nullsLast(),
      table.publishedAt.desc().nullsFirst(),
      table.haulId,
    ),
  ],
);
