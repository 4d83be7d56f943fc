import { type GeoPoint, greatCircleDistanceM } from '@freight/domain';

/** Half-degree cells: ~55 km tall, a few hundred towns in the densest cell. */
const CELL_DEG = 0.5;
const COLUMNS = 360 / CELL_DEG;
const METRES_PER_DEG = 111_195;
/** A search never walks more rings than this (about 5,500 km north-south), whatever the distance asked for. */
const MAX_RINGS = 100;

const rowOf = (lat: number) => Math.min(Math.floor((lat + 90) / CELL_DEG), 180 / CELL_DEG - 1);
const columnOf = (lon: number) => ((Math.floor((lon + 180) / CELL_DEG) % COLUMNS) + COLUMNS) % COLUMNS;

/** How good a candidate is: lower wins. `distanceM` is what is reported back. */
export type ScoreCandidate = (index: number, distanceM: number) => number;

/**
 * Points bucketed in half-degree cells, searched ring by ring outwards, so a nearest-point query looks at the towns
 * of a few cells instead of all of them. Handles the 180th meridian (the Aleutians cross it).
 */
export class SpatialGrid {
  private readonly cells = new Map<number, Int32Array>();

  constructor(
    private readonly lat: Float64Array,
    private readonly lon: Float64Array,
    indexes: Iterable<number>,
  ) {
    const buckets = new Map<number, number[]>();
    for (const index of indexes) {
      const key = this.keyOf(rowOf(lat[index] ?? 0), columnOf(lon[index] ?? 0));
      const bucket = buckets.get(key);
      if (bucket) bucket.push(index);
      else buckets.set(key, [index]);
    }
    for (const [key, bucket] of buckets) this.cells.set(key, Int32Array.from(bucket));
  }

  /**
   * The point with the lowest `score` (by default its distance) within `maxDistanceM`, or null.
   * `slackM` bounds how much a score may undercut the distance, so the ring walk knows when nothing farther can win.
   */
  nearest(
    point: GeoPoint,
    {
      maxDistanceM,
      score = (_, d) => d,
      slackM = 0,
    }: { maxDistanceM: number; score?: ScoreCandidate; slackM?: number },
  ): { index: number; distanceM: number } | null {
    const row0 = rowOf(point.lat);
    const column0 = columnOf(point.lon);
    let best: { index: number; distanceM: number; score: number } | null = null;
    for (let ring = 0; ring <= MAX_RINGS; ring += 1) {
      for (const index of this.ringIndexes(row0, column0, ring)) {
        const distanceM = greatCircleDistanceM(point, { lat: this.lat[index] ?? 0, lon: this.lon[index] ?? 0 });
        if (distanceM > maxDistanceM) continue;
        const value = score(index, distanceM);
        if (!Number.isFinite(value)) continue;
        if (!best || value < best.score) best = { index, distanceM, score: value };
      }
      const nextRingAtLeastM = ring * this.narrowestCellM(point.lat, ring + 1);
      if (nextRingAtLeastM > maxDistanceM) break;
      if (best && nextRingAtLeastM - slackM > best.score) break;
    }
    return best && { index: best.index, distanceM: best.distanceM };
  }

  private *ringIndexes(row0: number, column0: number, ring: number): Generator<number> {
    for (let row = row0 - ring; row <= row0 + ring; row += 1) {
      if (row < 0 || row >= 180 / CELL_DEG) continue;
      const onEdge = row === row0 - ring || row === row0 + ring;
      const step = onEdge || ring === 0 ? 1 : 2 * ring;
      for (let column = column0 - ring; column <= column0 + ring; column += step) {
        const cell = this.cells.get(this.keyOf(row, ((column % COLUMNS) + COLUMNS) % COLUMNS));
        if (cell) yield* cell;
      }
    }
  }

  /** The smallest side of any cell within `rings` of the latitude: the lower bound of one ring step, in metres. */
  private narrowestCellM(lat: number, rings: number): number {
    const farthestLat = Math.min(89.9, Math.abs(lat) + (rings + 1) * CELL_DEG);
    return CELL_DEG * METRES_PER_DEG * Math.cos((farthestLat * Math.PI) / 180);
  }

  private keyOf(row: number, column: number): number {
    return row * COLUMNS + column;
  }
}
