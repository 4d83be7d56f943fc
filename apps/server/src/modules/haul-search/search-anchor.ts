import {
  corridorBoxes,
  corridorFrame,
  DEFAULT_CORRIDOR_KM,
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
  | { kind: 'origin_region'; regions: string[] };

/** Degrees per cell side; the same figure as `cellOf` in db/schema/haul-search.ts (and migration 0022). */
const CELL_DEG = 2;
/** Past this many cells (a map zoomed out over half the continent) the area is dense enough to walk the order. */
const MAX_ANCHOR_CELLS = 120;

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

const originCells = (q: HaulSearchQuery): number[] | null => {
  if (
    q.route_from_lon !== undefined &&
    q.route_from_lat !== undefined &&
    q.route_to_lon !== undefined &&
    q.route_to_lat !== undefined
  ) {
    const frame = corridorFrame(
      { lon: q.route_from_lon, lat: q.route_from_lat },
      { lon: q.route_to_lon, lat: q.route_to_lat },
    );
    return cellsCovering(corridorBoxes(frame, (q.corridor_km ?? DEFAULT_CORRIDOR_KM) * 1000));
  }
  // A radius OR regions is two areas: no single list of cells holds both.
  if (q.origin_radius_km !== undefined && q.origin_lon !== undefined && q.origin_lat !== undefined) {
    return q.origin_regions?.length
      ? null
      : cellsCovering([radiusBox({ lon: q.origin_lon, lat: q.origin_lat }, q.origin_radius_km * 1000)]);
  }
  return q.bbox?.length === 4 ? cellsCovering([bboxBox(q.bbox)]) : null;
};

/** The narrowest area of the search that an index lists in order, or null to walk the whole board in order. */
export const searchAnchor = (q: HaulSearchQuery): SearchAnchor | null => {
  const cells = originCells(q);
  if (cells) return { kind: 'origin_cell', cells };
  if (q.origin_regions?.length && q.origin_radius_km === undefined) {
    return { kind: 'origin_region', regions: [...new Set(q.origin_regions)] };
  }
  if (
    q.destination_radius_km !== undefined &&
    q.destination_lon !== undefined &&
    q.destination_lat !== undefined &&
    !q.destination_regions?.length
  ) {
    const destinationCells = cellsCovering([
      radiusBox({ lon: q.destination_lon, lat: q.destination_lat }, q.destination_radius_km * 1000),
    ]);
    if (destinationCells) return { kind: 'destination_cell', cells: destinationCells };
  }
  return null;
};

/** The anchor's values as an SQL array, and the condition that picks one of them (`part` is the unnested value). */
export const anchorSql = (anchor: SearchAnchor): { values: SQL; matches: (part: SQL) => SQL } => {
  switch (anchor.kind) {
    case 'origin_cell':
      return {
        values: sql`${`{${anchor.cells.join(',')}}`}::integer[]`,
        matches: (part) => eq(haulSearchRows.originCell, part),
      };
    case 'destination_cell':
      return {
        values: sql`${`{${anchor.cells.join(',')}}`}::integer[]`,
        matches: (part) => eq(haulSearchRows.destinationCell, part),
      };
    case 'origin_region':
      return {
        values: sql`array[${sql.join(
          anchor.regions.map((region) => sql`${region}`),
          sql`, `,
        )}]::text[]`,
        matches: (part) => sql`upper(${haulSearchRows.originRegion}) = ${part}`,
      };
    default:
      return anchor satisfies never;
  }
};
