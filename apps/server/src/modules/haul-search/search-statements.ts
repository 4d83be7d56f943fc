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
 * The page's ids (`ids`, in order) and the capped count (`total`) in one row, for the page's statement.
 *
 * Read from an anchor (and counted over the same area), the page already reads every part up to `offset + limit`
 * matches; those rows are kept (`found`, materialised once) and the count comes from them when they settle it:
 * more than COUNT_CAP rows found means "more than the cap", and a part that gave fewer than `offset + limit` rows
 * was read to its end, so when every part did, the rows found are all the matches. Only otherwise is the capped
 * count run (an InitPlan in the CASE's other branch, which PostgreSQL runs only when that branch is taken). A trip
 * through a thousand sparse pairs of cells thus reads them once instead of twice; a dense radius, whose cells fill
 * their page, counts as before.
 */
export const pageAndCountStatement = (options: PageOptions, pageArea?: Pick<PageOptions, 'anchor' | 'conditions'>) => {
  const pageOptions = { ...options, ...pageArea };
  if (!pageOptions.anchor || pageArea) {
    return sql`select array(${pageIdsStatement(pageOptions)}) as ids, (${countStatement(options)}) as total`;
  }
  const { order, inSortOrder, limit, offset, anchor } = pageOptions;
  const orderBy = sql.join(order, sql`, `);
  const perPart = offset + limit;
  const { parts, matches: inPart } = anchorSql(anchor, inSortOrder);
  return sql`with found as materialized (
      select part.number as part_number, ${row}.* from ${parts} cross join lateral (
        select ${SEARCHED_COLUMNS} from ${row} where ${filtersOf(options, inPart)}
        order by ${orderBy} limit ${perPart}) as ${row})
    select array(select ${row.haulId} from found as ${row} order by ${orderBy} limit ${limit} offset ${offset}) as ids,
      (select case
          when coalesce(sum(in_part), 0) > ${COUNT_CAP} or coalesce(max(in_part), 0) < ${perPart}
            then cast(least(coalesce(sum(in_part), 0), ${COUNT_CAP + 1}) as integer)
          else (${countStatement(options)}) end
        from (select count(*) as in_part from found group by part_number) as per_part) as total`;
};

/**
 * The ids of one page, in order. With an anchor, each part (a cell, a pair of cells, a region) gives its first
 * `offset + limit` matches in the page's order from an index range, and the page is taken from those few lists;
 * the lateral subquery is named like the table so that the same ORDER BY reads its columns outside.
 */
const pageIdsStatement = (options: PageOptions): SQL => {
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
