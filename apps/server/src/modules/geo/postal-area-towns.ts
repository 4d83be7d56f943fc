import { greatCircleDistanceM, isRuralFsa, normalizePlaceName } from '@freight/domain';
import type { FsaAnchor, Gazetteer } from './gazetteer';
import { SpatialGrid } from './spatial-grid';

/** An anchor and a gazetteer town of the same name and province this close together are one place. */
const SAME_PLACE_WITHIN_M = 20_000;
/**
 * A town the anchors do not list takes the rural postal areas of the nearest anchor of its province this close: the
 * anchors include the rural municipalities, which tile the settled prairies, so a village is rarely farther from one.
 */
const NEIGHBOUR_WITHIN_M = 60_000;

/**
 * Which towns lie in each Canadian postal area, so a rural postal code (S0L 2V0: no open dataset places it closer
 * than its area, up to 200 km across) can offer the towns of its area instead of one point far from the load.
 *
 * Built on first use from the anchors: a town an anchor names gets the anchor's areas; any other town the rural areas
 * of its nearest anchor in the same province.
 */
class PostalAreaTowns {
  private byFsa: Map<string, number[]> | undefined;
  private readonly anchors: readonly FsaAnchor[];

  constructor(private readonly gazetteer: Gazetteer) {
    this.anchors = gazetteer.postalAnchors;
  }

  /** Town indexes in the area, most populous first. */
  townsOf(fsa: string): readonly number[] {
    this.byFsa ??= this.build();
    return this.byFsa.get(fsa) ?? [];
  }

  private build(): Map<string, number[]> {
    const members = new Map<number, Set<string>>();
    const add = (town: number, fsas: Iterable<string>) => {
      const set = members.get(town) ?? new Set<string>();
      for (const fsa of fsas) set.add(fsa);
      if (set.size) members.set(town, set);
    };
    for (const anchor of this.anchors) {
      const town = this.townNamed(anchor);
      if (town !== undefined) add(town, anchor.fsas);
    }
    const grid = anchorGrid(this.anchors);
    for (const town of this.gazetteer.townIndexes()) {
      if (members.has(town) || this.gazetteer.countryOf(town) !== 'CAN') continue;
      const region = this.gazetteer.regionOf(town);
      const nearest = grid.nearest(this.gazetteer.point(town), {
        maxDistanceM: NEIGHBOUR_WITHIN_M,
        score: (index, distanceM) => (this.anchors[index]?.region === region ? distanceM : Number.POSITIVE_INFINITY),
      });
      if (nearest) add(town, this.anchors[nearest.index]?.fsas.filter(isRuralFsa) ?? []);
    }
    const byFsa = new Map<string, number[]>();
    for (const [town, fsas] of members) {
      for (const fsa of fsas) byFsa.set(fsa, [...(byFsa.get(fsa) ?? []), town]);
    }
    for (const towns of byFsa.values()) {
      towns.sort((a, b) => this.gazetteer.populationOf(b) - this.gazetteer.populationOf(a));
    }
    return byFsa;
  }

  /** The gazetteer town an anchor stands for: same name and province, close by. */
  private townNamed(anchor: FsaAnchor): number | undefined {
    const name = normalizePlaceName(anchor.name);
    for (const [town, { isExact }] of this.gazetteer.townsByNamePrefix(name)) {
      if (!isExact || this.gazetteer.isArea(town) || this.gazetteer.regionOf(town) !== anchor.region) continue;
      if (greatCircleDistanceM(anchor, this.gazetteer.point(town)) <= SAME_PLACE_WITHIN_M) return town;
    }
    return undefined;
  }
}

const anchorGrid = (anchors: readonly FsaAnchor[]): SpatialGrid =>
  new SpatialGrid(
    Float64Array.from(anchors, (anchor) => anchor.lat),
    Float64Array.from(anchors, (anchor) => anchor.lon),
    anchors.keys(),
  );

const perGazetteer = new WeakMap<Gazetteer, PostalAreaTowns>();

/** The postal areas' towns of a gazetteer, shared by every geocoder over it. */
export const postalAreaTownsOf = (gazetteer: Gazetteer): PostalAreaTowns => {
  let found = perGazetteer.get(gazetteer);
  if (!found) {
    found = new PostalAreaTowns(gazetteer);
    perGazetteer.set(gazetteer, found);
  }
  return found;
};
