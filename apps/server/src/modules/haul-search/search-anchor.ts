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
  | ({ kind: 'cell_pair' } & CellPairs);

/** A pickup cell and a drop-off cell: one range of the pair index `(origin_cell, destination_cell, published_at)`. */
type CellPair = readonly [origin: number, destination: number];

/** A latitude band and one longitude range (west <= east), in degrees. */
type PairBox = { south: number; north: number; west: number; east: number };

/**
 * Where the pickup and the drop-off of a match can lie within a pair's cells. The pair index holds both places'
 * coordinates as keys after the order's (migration 0026), so the index itself turns away an entry outside the boxes,
 * before a tuple is formed and filtered: a cell the corridor only grazes is read as the strip that it grazes.
 */
type PairBoxes = readonly [origin: PairBox, destination: PairBox];

/** The pairs to read, and each pair's boxes (`boxes[i]` for `pairs[i]`). */
type CellPairs = { pairs: CellPair[]; boxes: PairBoxes[] };

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

/** A cell's south-west corner. */
const southOf = (cell: number) => Math.floor(cell / 1000) * CELL_DEG - 90;
const westOf = (cell: number) => (cell % 1000) * CELL_DEG - 180;

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

/** Floating-point slack for the tests below, far above any rounding of these distances. */
const CELL_TEST_SLACK_M = 1000;

/**
 * Sub-cells per side of a cell, when a trip's pair boxes are drawn (0.25 degrees: multiples of a power of two, so
 * every edge is exact in floating point).
 */
const SUBCELLS = 8;
const SUBCELL_DEG = CELL_DEG / SUBCELLS;

/**
 * Widens a pair's box by ~1 cm: a place on a cell's edge may be numbered into the neighbouring cell by the rounding
 * of `lat + 90` in the generated column, and must still fall inside the box of the cell it was numbered into.
 */
const BOX_MARGIN_DEG = 1e-7;

/** The farthest any point of a square `sideDeg` wide lies from its centre: a corner's (the nearer the equator, the farther). */
const squareRadiusM = (centre: GeoPoint, sideDeg: number): number => {
  const half = sideDeg / 2;
  return Math.max(
    ...[-half, half].map((dLat) => greatCircleDistanceM(centre, { lat: centre.lat + dLat, lon: centre.lon + half })),
  );
};

/**
 * Where in the square (south-west corner, side) a place within `withinM` of a shape (a corridor's piece, a radius's
 * centre; `distanceM` from a point to it) can lie, or null when nowhere: a square whose centre is farther from the
 * shape than `withinM` plus the square's radius holds none (a place P of the square near the shape would put the
 * centre within |centre P| + |P shape|); one whose every point is within `withinM` is whole; any other is split in
 * four, down to sub-cells of SUBCELL_DEG, and the box of its parts kept.
 */
const nearPart = (
  south: number,
  west: number,
  side: number,
  distanceM: (point: GeoPoint) => number,
  withinM: number,
): PairBox | null => {
  const centre = { lat: south + side / 2, lon: west + side / 2 };
  const offsetM = distanceM(centre);
  const radiusM = squareRadiusM(centre, side);
  if (offsetM > withinM + radiusM + CELL_TEST_SLACK_M) return null;
  if (side <= SUBCELL_DEG || offsetM + radiusM <= withinM) {
    return { south, north: south + side, west, east: west + side };
  }
  const half = side / 2;
  let box: PairBox | null = null;
  for (const [dLat, dLon] of [
    [0, 0],
    [0, half],
    [half, 0],
    [half, half],
  ] as const) {
    const part = nearPart(south + dLat, west + dLon, half, distanceM, withinM);
    if (part) box = boxUnion(box, part);
  }
  return box;
};

const boxUnion = (a: PairBox | null, b: PairBox): PairBox =>
  a === null
    ? b
    : {
        south: Math.min(a.south, b.south),
        north: Math.max(a.north, b.north),
        west: Math.min(a.west, b.west),
        east: Math.max(a.east, b.east),
      };

const widened = (box: PairBox): PairBox => ({
  south: box.south - BOX_MARGIN_DEG,
  north: box.north + BOX_MARGIN_DEG,
  west: box.west - BOX_MARGIN_DEG,
  east: box.east + BOX_MARGIN_DEG,
});

/**
 * A corridor's pairs of (pickup cell, drop-off cell), each with the boxes its places can lie in. The trip's boxes are
 * its 250 km pieces in order, and a place of the corridor whose projection falls on piece i lies in box i, within the
 * corridor's width of piece i; a pickup earlier along the trip than its drop-off is therefore on a piece no later
 * than the drop-off's. So only the pairs of a cell near piece i with a cell near piece j >= i can hold a match: a
 * Regina to Calgary trip skips the loads that leave Regina for Winnipeg without reading them. Within the pair, the
 * pickup lies near some piece i no later than the last piece near the drop-off's cell, and the drop-off near some
 * piece j no earlier than the first piece near the pickup's cell: the boxes are the unions of those parts of the cells.
 */
const corridorPairs = (q: HaulSearchQuery, frame: CorridorFrame): CellPairs | null => {
  const corridorM = (q.corridor_km ?? DEFAULT_CORRIDOR_KM) * 1000;
  const nearPieces: Map<number, PairBox>[] = [];
  for (const { piece, box } of corridorPieces(frame, corridorM)) {
    const cells = cellsCovering([box]);
    if (cells === null) return null;
    const near = new Map<number, PairBox>();
    const offsetM = (point: GeoPoint) => corridorPosition(piece, point).offsetM;
    for (const cell of cells) {
      const part = nearPart(southOf(cell), westOf(cell), CELL_DEG, offsetM, corridorM);
      if (part) near.set(cell, part);
    }
    nearPieces.push(near);
  }
  const firstPiece = new Map<number, number>();
  const lastPiece = new Map<number, number>();
  for (const [index, near] of nearPieces.entries()) {
    for (const cell of near.keys()) {
      if (!firstPiece.has(cell)) firstPiece.set(cell, index);
      lastPiece.set(cell, index);
    }
  }
  const boxOf = (cell: number, from: number, to: number): PairBox => {
    let box: PairBox | null = null;
    for (const near of nearPieces.slice(from, to + 1)) {
      const part = near.get(cell);
      if (part) box = boxUnion(box, part);
    }
    // A cell of the pair is near a piece of the range by construction (its own first or last piece).
    return widened(box as PairBox);
  };
  const pairs = new Map<string, CellPair>();
  const boxes = new Map<string, PairBoxes>();
  for (const [first, fromCells] of nearPieces.entries()) {
    for (const toCells of nearPieces.slice(first)) {
      for (const from of fromCells.keys()) {
        for (const to of toCells.keys()) {
          const key = `${from}:${to}`;
          if (pairs.has(key)) continue;
          pairs.set(key, [from, to]);
          boxes.set(key, [
            boxOf(from, 0, lastPiece.get(to) ?? 0),
            boxOf(to, firstPiece.get(from) ?? 0, nearPieces.length - 1),
          ]);
        }
      }
      if (pairs.size > MAX_ANCHOR_PAIRS) return null;
    }
  }
  return { pairs: [...pairs.values()], boxes: [...boxes.values()] };
};

/**
 * The cells a radius's box covers that can hold a place within the radius. The box's corner cells often hold none,
 * and a cell with fewer matches than a page is read to its end: at a million loads a dense 250 km radius spent 16 of
 * its statement's 18 ms turning index entries away (5,263 of them); leaving those cells out took the radius
 * statements' CPU at p95 from 11.2 to 5 ms (docs/performance/search-plans.md).
 */
const radiusCells = (lon: number | undefined, lat: number | undefined, km: number | undefined, regions?: string[]) => {
  if (lon === undefined || lat === undefined || km === undefined || regions?.length) return null;
  const cells = cellsCovering([radiusBox({ lon, lat }, km * 1000)]);
  const distanceM = (point: GeoPoint) => greatCircleDistanceM({ lon, lat }, point);
  return (
    cells?.filter((cell) => nearPart(southOf(cell), westOf(cell), CELL_DEG, distanceM, km * 1000) !== null) ?? null
  );
};

/** The radius's box as one pair box: its band, and its longitudes unless it crosses the antimeridian (then every one). */
const radiusPairBox = (lon: number, lat: number, km: number): PairBox => {
  const { south, north, lonRanges } = radiusBox({ lon, lat }, km * 1000);
  const [west, east] = lonRanges?.length === 1 ? (lonRanges[0] as [number, number]) : [-180, 180];
  return { south, north, west, east };
};

/** Every pickup cell with every drop-off cell, when both ends are a radius (a radius OR regions is two areas). */
const radiusPairs = (q: HaulSearchQuery): CellPairs | null => {
  const from = radiusCells(q.origin_lon, q.origin_lat, q.origin_radius_km, q.origin_regions);
  const to = radiusCells(q.destination_lon, q.destination_lat, q.destination_radius_km, q.destination_regions);
  if (!from || !to || from.length * to.length > MAX_ANCHOR_PAIRS) return null;
  // radiusCells gave cells, so every figure below is there.
  const pairBoxes: PairBoxes = [
    radiusPairBox(q.origin_lon as number, q.origin_lat as number, q.origin_radius_km as number),
    radiusPairBox(q.destination_lon as number, q.destination_lat as number, q.destination_radius_km as number),
  ];
  const pairs = from.flatMap((origin) => to.map((destination): CellPair => [origin, destination]));
  return { pairs, boxes: pairs.map(() => pairBoxes) };
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
  if (pairs) return { kind: 'cell_pair', ...pairs };
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
/** A JavaScript number's text is the shortest that reads back to the same double, so the bounds arrive bit for bit. */
const floatArray = (values: readonly number[]) => sql`${`{${values.join(',')}}`}::float8[]`;

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
    case 'cell_pair': {
      const bound = (end: 0 | 1, side: keyof PairBox) => floatArray(anchor.boxes.map((boxes) => boxes[end][side]));
      return {
        parts: sql`unnest(${integerArray(anchor.pairs.map(([origin]) => origin))}, ${integerArray(
          anchor.pairs.map(([, destination]) => destination),
        )}, ${bound(0, 'south')}, ${bound(0, 'north')}, ${bound(0, 'west')}, ${bound(0, 'east')}, ${bound(1, 'south')}, ${bound(
          1,
          'north',
        )}, ${bound(1, 'west')}, ${bound(1, 'east')}) with ordinality as part(origin, destination, origin_south,
          origin_north, origin_west, origin_east, destination_south, destination_north, destination_west,
          destination_east, number)`,
        // The boxes are keys of the pair index after the order's (`+ 0`, as migration 0026 keys them): conditions the
        // index tests on its own entries. `x + 0` is x, bit for bit (a -0 becomes 0, which compares equal).
        matches: sql`${haulSearchRows.originCell} = part.origin and ${haulSearchRows.destinationCell} = part.destination
          and (${haulSearchRows.originLat} + 0) between part.origin_south and part.origin_north
          and (${haulSearchRows.originLon} + 0) between part.origin_west and part.origin_east
          and (${haulSearchRows.destinationLat} + 0) between part.destination_south and part.destination_north
          and (${haulSearchRows.destinationLon} + 0) between part.destination_west and part.destination_east`,
      };
    }
    default:
      return anchor satisfies never;
  }
};
