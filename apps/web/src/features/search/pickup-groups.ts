import type { HaulSearchResult } from '@freight/domain';

/** Loads picked up at one spot: one marker on the map, however many loads wait there. */
export type PickupGroup<Load extends HaulSearchResult = HaulSearchResult> = {
  key: string;
  /** [lon, lat] of the first load found there. */
  location: [number, number];
  placeName: string;
  loads: Load[];
};

/** About 100 m: loads from one yard or one town centre share a marker rather than hide one another. */
const KEY_DECIMALS = 3;

/**
 * Groups loads by pickup point, in the order found. Markers stacked on one spot would hide all but the top one from
 * the eye, and overlapping buttons defeat a pointer or a finger (WCAG 2.5.8); one marker listing them all does neither.
 */
export const groupByPickup = <Load extends HaulSearchResult>(loads: readonly Load[]): PickupGroup<Load>[] => {
  const groups = new Map<string, PickupGroup<Load>>();
  for (const load of loads) {
    const [lon, lat] = load.origin.location;
    const key = `${lon.toFixed(KEY_DECIMALS)},${lat.toFixed(KEY_DECIMALS)}`;
    const group = groups.get(key);
    if (group) group.loads.push(load);
    else groups.set(key, { key, location: [lon, lat], placeName: load.origin.name, loads: [load] });
  }
  return [...groups.values()];
};
