import type { HaulSearchSort } from '@freight/domain';
import { and, asc, desc, type SQL, sql } from 'drizzle-orm';
import { haulSearchRows } from '../../db/schema';
import { anchorSql, type SearchAnchor } from './search-anchor';
import { type ExclusionArrays, visibleTo } from './search-visibility';

/** Counts stop here: "1,000+" tells a driver as much as an exact figure would, and costs a page, not the board. */
export const COUNT_CAP = 1000;

const row = haulSearchRows;

const ratePerKmSql = sql`(${row.transportRateCents}::float8 * 10 / nullif(${row.routeDistanceM}, 0))`;

/**
 * Each sort ends on the id, so pages never overlap or skip when values tie. Rate, rate per km and pickup date are
 * written exactly as the per-cell indexes of migration 0023 list them, so each cell is read in the page's order.
 */
export const orderFor = (sort: HaulSearchSort, distanceFromOrigin: SQL | null): SQL[] => {
  switch (sort) {
    case 'newest':
      return [desc(row.publishedAt), asc(row.haulId)];
    case 'pickup_date':
      return [sql`${row.readyAt} asc nulls last`, desc(row.publishedAt), asc(row.haulId)];
    case 'rate':
      return [sql`${row.transportRateCents} desc nulls last`, desc(row.publishedAt), asc(row.haulId)];
    case 'rate_per_km':
      return [sql`${ratePerKmSql} desc nulls last`, desc(row.publishedAt), asc(row.haulId)];
    case 'nearest':
      return distanceFromOrigin ? [asc(distanceFromOrigin), asc(row.haulId)] : [desc(row.publishedAt), asc(row.haulId)];
    default:
      return sort satisfies never;
  }
};

export type FilterOptions = {
  driverUserId: string;
  exclusions: ExclusionArrays;
  conditions: SQL[];
  /** Where to start reading (search-anchor.ts); null walks the whole board in the requested order. */
  anchor: SearchAnchor | null;
};

/** `inSortOrder`: the sort has per-cell indexes of its own (rate, rate per km, pickup date). */
export type PageOptions = FilterOptions & { order: SQL[]; inSortOrder: boolean; limit: number; offset: number };

/** The sorts whose order the per-cell indexes of migration 0023 hold. */
export const hasCellIndex = (sort: HaulSearchSort): boolean =>
  sort === 'rate' || sort === 'rate_per_km' || sort === 'pickup_date';

const filtersOf = ({ driverUserId, exclusions, conditions }: FilterOptions, extra?: SQL): SQL | undefined =>
  and(extra, ...visibleTo(driverUserId, exclusions), ...conditions);

/**
 * How many posted loads the driver could see with these conditions, counted up to COUNT_CAP + 1: the answer is
 * exact below the cap and "more than the cap" above it, after reading at most that many matches.
 */
export const countStatement = (options: FilterOptions): SQL => {
  const enough = COUNT_CAP + 1;
  const matches = options.anchor
    ? (() => {
        const { parts, matches: inPart } = anchorSql(options.anchor);
        return sql`select 1 from ${parts} cross join lateral (
          select 1 from ${row} where ${filtersOf(options, inPart)} limit ${enough}) as found
          limit ${enough}`;
      })()
    : sql`select 1 from ${row} where ${filtersOf(options)} limit ${enough}`;
  return sql`select cast(count(*) as integer) as total from (${matches}) as capped`;
};

/** What a filter or a sort reads: the cell indexes hold all of it, so an index-only scan answers a cell. */
const SEARCHED_COLUMNS = sql.raw(
  [
    'haul_id',
    'user_id',
    'published_at',
    'transport_rate_cents',
    'route_distance_m',
    'load_type',
    'length_m',
    'width_m',
    'height_m',
    'weight_kg',
    'ready_at',
    'origin_lon',
    'origin_lat',
    'origin_region',
    'destination_lon',
    'destination_lat',
    'destination_region',
  ].join(', '),
);

/**
 * The ids of one page, in order. With an anchor, each part (a cell, a pair of cells, a region) gives its first
 * `offset + limit` matches in the page's order from an index range, and the page is taken from those few lists;
 * the lateral subquery is named like the table so that the same ORDER BY reads its columns outside.
 */
export const pageIdsStatement = (options: PageOptions): SQL => {
  const { order, inSortOrder, limit, offset, anchor } = options;
  const orderBy = sql.join(order, sql`, `);
  if (!anchor) {
    return sql`select ${row.haulId} from ${row} where ${filtersOf(options)} order by ${orderBy}
      limit ${limit} offset ${offset}`;
  }
  const { parts, matches: inPart } = anchorSql(anchor, inSortOrder);
  return sql`select ${row.haulId} from ${parts} cross join lateral (
      select ${SEARCHED_COLUMNS} from ${row} where ${filtersOf(options, inPart)}
      order by ${orderBy} limit ${offset + limit}) as ${row}
    order by ${orderBy} limit ${limit} offset ${offset}`;
};
