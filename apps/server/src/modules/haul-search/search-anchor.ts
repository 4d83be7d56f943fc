import {
  type CorridorFrame,
  corridorBoxes,
  corridorFrame,
  corridorPieces,
  corridorPosition,
  DEFAULT_CORRIDOR_KM,
  type GeoPoint,
  greatCircleDistanceM,
  type HaulSearchQuery,
  type LatLonBox,
  radiusBox,
} from '@freight/domain';
import { eq, type SQL, sql } from 'drizzle-orm';
import { haulSearchRows } from '../../db/schema';

/**
 * Where a search starts reading: the grid cells (or provinces) its area covers, each an index range already in the
 * requested order, so a page is the first rows of a few short lists instead of a sort of every match. The anchor is
 * only a superset of the area (the exact filters in search-conditions.ts still decide); one row is in exactly one
 * cell and one region, so no row is read twice.
 */
export type SearchAnchor =
  | { kind: 'origin_cell' | 'destination_cell'; cells: number[] }
  | { kind: 'origin_region'; regions: string[] }
  | { kind: 'cell_pair'; pairs: CellPair[] };

/** A pickup cell and a drop-off cell: one range of the pair index `(origin_cell, destination_cell, published_at)`. */
type CellPair = readonly [origin: number, destination: number];

/** Degrees per cell side; the same figure as `cellOf` in db/schema/haul-search.ts (and migration 0022). */
const CELL_DEG = 2;
/** Past this many cells (a map zoomed out over half the continent) the area is dense enough to walk the order. */
const MAX_ANCHOR_CELLS = 120;
/**
 * Past this many pairs of cells the pickup's cells alone are read: an empty pair costs one index descent (a few
 * buffers), so a few thousand of them still cost less than reading every load that leaves a dozen dense cells.
 */
const MAX_ANCHOR_PAIRS = 3000;

const rowOf = (lat: number) => Math.floor((lat + 90) / CELL_DEG);
const columnOf = (lon: number) => Math.floor((lon + 180) / CELL_DEG);

/** The cell of a point, as the generated column `origin_cell` numbers it. */
export const cellOf = (lat: number, lon: number) => rowOf(lat) * 1000 + columnOf(lon);

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, index) => from + index);

/** The cells that hold any point of the boxes, or null when there are more than MAX_ANCHOR_CELLS. */
export const cellsCovering = (boxes: readonly LatLonBox[]): number[] | null => {
  const cells = new Set<number>();
  for (const box of boxes) {
    const rows = range(rowOf(box.south), rowOf(box.north));
    const columns = (box.lonRanges ?? [[-180, 180]]).flatMap(([west, east]) => range(columnOf(west), columnOf(east)));
    if (cells.size + rows.length * columns.length > MAX_ANCHOR_CELLS * 4) return null;
    for (const row of rows) for (const column of columns) cells.add(row * 1000 + column);
  }
  if (cells.size > MAX_ANCHOR_CELLS) return null;
  // Middle cells first: a capped count fills up from cells wholly inside the area before reading its edges.
  const middleRow =
    (rowOf(Math.min(...boxes.map((box) => box.south))) + rowOf(Math.max(...boxes.map((box) => box.north)))) / 2;
  const columnsOf = [...cells].map((cell) => cell % 1000);
  const middleColumn = (Math.min(...columnsOf) + Math.max(...columnsOf)) / 2;
  const offCentre = (cell: number) =>
    Math.abs(Math.floor(cell / 1000) - middleRow) + Math.abs((cell % 1000) - middleColumn);
  return [...cells].sort((a, b) => offCentre(a) - offCentre(b) || a - b);
};

const bboxBox = (bbox: number[]): LatLonBox => {
  const [west, south, east, north] = bbox as [number, number, number, number];
  return {
    south,
    north,
    lonRanges:
      west <= east
        ? [[west, east]]
        : [
            [west, 180],
            [-180, east],
          ],
  };
};

const tripOf = (q: HaulSearchQuery) =>
  q.route_from_lon !== undefined &&
  q.route_from_lat !== undefined &&
  q.route_to_lon !== undefined &&
  q.route_to_lat !== undefined
    ? corridorFrame({ lon: q.route_from_lon, lat: q.route_from_lat }, { lon: q.route_to_lon, lat: q.route_to_lat })
    : null;

/** Floating-point slack for the test below, far above any rounding of these distances. */
const CELL_TEST_SLACK_M = 1000;

const centreOf = (cell: number): GeoPoint => ({
  lat: Math.floor(cell / 1000) * CELL_DEG - 90 + CELL_DEG / 2,
  lon: (cell % 1000) * CELL_DEG - 180 + CELL_DEG / 2,
});

/** The farthest any point of the cell lies from its centre: a corner's distance (the nearer the equator, the farther). */
const cellRadiusM = (cell: number): number => {
  const centre = centreOf(cell);
  const half = CELL_DEG / 2;
  return Math.max(
    ...[-half, half].map((dLat) => greatCircleDistanceM(centre, { lat: centre.lat + dLat, lon: centre.lon + half })),
  );
};

/**
 * Whether the cell may hold a point within `corridorM` of the piece: its centre is within `corridorM` plus the
 * cell's radius of it (a point P of the cell near the piece puts the centre within |centre P| + |P piece|). The
 * corner cells of a diagonal piece's box are not, and their loads need no reading.
 */
const mayTouch = (cell: number, piece: CorridorFrame, corridorM: number): boolean =>
  corridorPosition(piece, centreOf(cell)).offsetM <= corridorM + cellRadiusM(cell) + CELL_TEST_SLACK_M;

/**
 * A corridor's pairs of (pickup cell, drop-off cell). The trip's boxes are its 250 km pieces in order, and a place
 * of the corridor whose projection falls on piece i lies in box i, within the corridor's width of piece i; a pickup
 * earlier along the trip than its drop-off is therefore on a piece no later than the drop-off's. So only the pairs
 * of a cell near piece i with a cell near piece j >= i can hold a match: a Regina to Calgary trip skips the loads
 * that leave Regina for Winnipeg without reading them.
 */
const corridorPairs = (q: HaulSearchQuery, frame: CorridorFrame): CellPair[] | null => {
  const corridorM = (q.corridor_km ?? DEFAULT_CORRIDOR_KM) * 1000;
  const cellsOfBox = corridorPieces(frame, corridorM).map(({ piece, box }) =>
    cellsCovering([box])?.filter((cell) => mayTouch(cell, piece, corridorM)),
  );
  if (cellsOfBox.some((cells) => cells === undefined)) return null;
  const pairs = new Map<string, CellPair>();
  for (const [first, fromCells] of cellsOfBox.entries()) {
    for (const toCells of cellsOfBox.slice(first)) {
      for (const from of fromCells ?? []) for (const to of toCells ?? []) pairs.set(`${from}:${to}`, [from, to]);
      if (pairs.size > MAX_ANCHOR_PAIRS) return null;
    }
  }
  return [...pairs.values()];
};

const radiusCells = (lon: number | undefined, lat: number | undefined, km: number | undefined, regions?: string[]) =>
  lon === undefined || lat === undefined || km === undefined || regions?.length
    ? null
    : cellsCovering([radiusBox({ lon, lat }, km * 1000)]);

/** Every pickup cell with every drop-off cell, when both ends are a radius (a radius OR regions is two areas). */
const radiusPairs = (q: HaulSearchQuery): CellPair[] | null => {
  const from = radiusCells(q.origin_lon, q.origin_lat, q.origin_radius_km, q.origin_regions);
  const to = radiusCells(q.destination_lon, q.destination_lat, q.destination_radius_km, q.destination_regions);
  if (!from || !to || from.length * to.length > MAX_ANCHOR_PAIRS) return null;
  return from.flatMap((origin) => to.map((destination): CellPair => [origin, destination]));
};

const originCells = (q: HaulSearchQuery, trip: CorridorFrame | null): number[] | null => {
  if (trip) return cellsCovering(corridorBoxes(trip, (q.corridor_km ?? DEFAULT_CORRIDOR_KM) * 1000));
  if (q.origin_radius_km !== undefined)
    return radiusCells(q.origin_lon, q.origin_lat, q.origin_radius_km, q.origin_regions);
  return q.bbox?.length === 4 ? cellsCovering([bboxBox(q.bbox)]) : null;
};

/** The narrowest area of the search that an index lists in order, or null to walk the whole board in order. */
export const searchAnchor = (q: HaulSearchQuery): SearchAnchor | null => {
  const trip = tripOf(q);
  const pairs = trip ? corridorPairs(q, trip) : radiusPairs(q);
  if (pairs) return { kind: 'cell_pair', pairs };
  const cells = originCells(q, trip);
  if (cells) return { kind: 'origin_cell', cells };
  if (q.origin_regions?.length && q.origin_radius_km === undefined) {
    return { kind: 'origin_region', regions: [...new Set(q.origin_regions)] };
  }
  const destinationCells = radiusCells(
    q.destination_lon,
    q.destination_lat,
    q.destination_radius_km,
    q.destination_regions,
  );
  return destinationCells ? { kind: 'destination_cell', cells: destinationCells } : null;
};

const integerArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::integer[]`;

/**
 * The anchor as a set of parts to read one by one (`from`, naming each part `part`, numbered from 1 in
 * `part.number`), and the condition that keeps the search rows of one part: a cell, a region or a pair of cells.
 * `inSortOrder` reads an origin cell through the index of a sort other than newest.
 */
export const anchorSql = (anchor: SearchAnchor, inSortOrder = false): { parts: SQL; matches: SQL } => {
  switch (anchor.kind) {
    case 'origin_cell':
      return {
        parts: sql`unnest(${integerArray(anchor.cells)}) with ordinality as part(value, number)`,
        // `origin_cell + 0` is the key of the per-cell rate, rate-per-km and pickup indexes (migration 0023): only
        // a read in one of those orders names it, so the newest-first read never takes one of them and sorts.
        matches: inSortOrder
          ? sql`(${haulSearchRows.originCell} + 0) = part.value`
          : eq(haulSearchRows.originCell, sql`part.value`),
      };
    case 'destination_cell':
      return {
        parts: sql`unnest(${integerArray(anchor.cells)}) with ordinality as part(value, number)`,
        matches: eq(haulSearchRows.destinationCell, sql`part.value`),
      };
    case 'origin_region':
      return {
        parts: sql`unnest(array[${sql.join(
          anchor.regions.map((region) => sql`${region}`),
          sql`, `,
        )}]::text[]) with ordinality as part(value, number)`,
        matches: sql`upper(${haulSearchRows.originRegion}) = part.value`,
      };
    case 'cell_pair':
      return {
        parts: sql`unnest(${integerArray(anchor.pairs.map(([origin]) => origin))}, ${integerArray(
          anchor.pairs.map(([, destination]) => destination),
        )}) with ordinality as part(origin, destination, number)`,
        matches: sql`${haulSearchRows.originCell} = part.origin and ${haulSearchRows.destinationCell} = part.destination`,
      };
    default:
      return anchor satisfies never;
  }
};
