import {
  type CountryCode,
  type GeoPoint,
  isRuralFsa,
  normalizePlaceName,
  type PlacePrecision,
  placeNameSpellings,
  REGIONS,
  ruralMunicipalityLabel,
  ruralMunicipalityNameForms,
} from '@freight/domain';
import { BORDER_TOWNS } from './border-towns';
import { PLACE_ALIASES } from './place-aliases';
import { SpatialGrid } from './spatial-grid';
import { TypoIndex } from './typo-index';

/**
 * `address` only comes from an HTTP geocoder answering input with a digit (a street address); `area` is a rural
 * municipality, found by name like a town but no town (reverse geocoding never answers one).
 */
type PlaceKind = 'city' | 'area' | 'postal' | 'address';

/** A place as the geocoder hands it out; built on demand from the gazetteer's compact arrays. */
export type Place = {
  /** `geonames:6053154`, `simplemaps:1124000077`, `zip:59101`, `fsa:S7K` (or the HTTP geocoder's own id). */
  id: string;
  /** "Lethbridge, AB", "59101 (Billings, MT)". */
  label: string;
  name: string;
  /** Province, territory or state abbreviation. */
  region: string;
  country: CountryCode;
  lat: number;
  lon: number;
  /** Null for postal codes. */
  population: number | null;
  kind: PlaceKind;
  /** How closely the point stands for a place in it (PLACE_PRECISIONS): a rural postal area is only approximate. */
  precision: PlacePrecision;
};

export const KIND_CITY = 0;
export const KIND_POSTAL = 1;
export const KIND_AREA = 2;
const LABEL_UNKNOWN = -2;
const LABEL_NONE = -1;
/** A big city counts as "here" out to this radius (sqrt of population, 20 m a head^0.5, 25 km at most). */
const coverRadiusM = (population: number) => Math.min(25_000, 20 * Math.sqrt(population));
const MAX_COVER_M = 25_000;
/** A ZIP or FSA is labelled with the nearest town of its own state or province within this distance. */
const LABEL_TOWN_WITHIN_M = 150_000;

/** A place with the forward sortation areas its postal codes begin with (data/fsa-places.tsv.gz). */
export type FsaAnchor = GeoPoint & { name: string; region: string; population: number; fsas: readonly string[] };

/** One place as the builder hands it over; `kind` is KIND_CITY, KIND_AREA or KIND_POSTAL. */
export type GazetteerRow = {
  id: string;
  name: string;
  region: string;
  lat: number;
  lon: number;
  population: number;
  kind: number;
  /** A rural postal area's region as GeoNames names it ("Western Saskatchewan"), its label instead of one town. */
  areaName?: string;
};

/**
 * Canadian and US places in parallel typed arrays (about 53,000 rows; a few MB instead of the ~50 MB of the world
 * list), with a sorted name index for prefix search, sorted postal codes and a spatial grid of towns.
 */
export class Gazetteer {
  readonly size: number;
  /** False until FSA centroid data is installed: Canadian postal codes then find nothing. */
  readonly hasCanadianPostalCodes: boolean;
  private readonly ids: string[];
  private readonly names: string[];
  private readonly regionIndex: Uint8Array;
  private readonly lat: Float64Array;
  private readonly lon: Float64Array;
  private readonly population: Uint32Array;
  private readonly kind: Uint8Array;
  /** For postal codes, the town they are labelled with, worked out on first use. */
  private readonly labelTown: Int32Array;
  /** Rural postal areas' regions (GazetteerRow.areaName), by place index. */
  private readonly areaNames: Map<number, string>;
  /** Normalized name spellings, sorted, and the place each belongs to. */
  private readonly nameKeys: string[];
  private readonly namePlace: Int32Array;
  private readonly typos: TypoIndex;
  /** Border towns: the other provinces they lie in, by place index (BORDER_TOWNS). */
  private readonly alsoInRegions: Map<number, readonly string[]>;
  private readonly zipCodes: string[];
  private readonly zipPlace: Int32Array;
  private readonly fsaPlace: Map<string, number>;
  private readonly towns: SpatialGrid;

  constructor(
    rows: GazetteerRow[],
    hasCanadianPostalCodes: boolean,
    /** Which towns lie in which postal area (postal-area-towns.ts works it out on first use). */
    readonly postalAnchors: readonly FsaAnchor[] = [],
  ) {
    this.size = rows.length;
    this.hasCanadianPostalCodes = hasCanadianPostalCodes;
    this.ids = rows.map((row) => row.id);
    this.names = rows.map((row) => row.name);
    const regionNumber = new Map(REGIONS.map((region, index) => [region.code, index]));
    this.regionIndex = Uint8Array.from(rows, (row) => regionNumber.get(row.region) ?? 0);
    this.lat = Float64Array.from(rows, (row) => row.lat);
    this.lon = Float64Array.from(rows, (row) => row.lon);
    this.population = Uint32Array.from(rows, (row) => row.population);
    this.kind = Uint8Array.from(rows, (row) => row.kind);
    this.labelTown = new Int32Array(rows.length).fill(LABEL_UNKNOWN);
    this.areaNames = new Map();
    rows.forEach((row, index) => {
      if (row.areaName) this.areaNames.set(index, row.areaName);
    });

    const keyed: [string, number][] = [];
    const zips: [string, number][] = [];
    this.fsaPlace = new Map();
    const townIndexes: number[] = [];
    this.alsoInRegions = new Map();
    rows.forEach((row, index) => {
      if (row.kind === KIND_CITY) {
        townIndexes.push(index);
        for (const key of nameKeysOf(row)) keyed.push([key, index]);
        const otherRegions = BORDER_TOWNS[row.id];
        if (otherRegions) this.alsoInRegions.set(index, otherRegions);
      } else if (row.kind === KIND_AREA) {
        for (const key of keysOfNames(ruralMunicipalityNameForms(row.name))) keyed.push([key, index]);
      } else if (row.id.startsWith('zip:')) zips.push([row.name, index]);
      else this.fsaPlace.set(row.name, index);
    });
    keyed.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    this.nameKeys = keyed.map(([key]) => key);
    this.namePlace = Int32Array.from(keyed, ([, index]) => index);
    this.typos = new TypoIndex(new Set(this.nameKeys));
    zips.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    this.zipCodes = zips.map(([code]) => code);
    this.zipPlace = Int32Array.from(zips, ([, index]) => index);
    this.towns = new SpatialGrid(this.lat, this.lon, townIndexes);
  }

  /** Indexes of towns with a name spelling that starts with `prefix` (normalized), each with whether one equals it. */
  townsByNamePrefix(prefix: string): Map<number, { isExact: boolean }> {
    const found = new Map<number, { isExact: boolean }>();
    for (let at = lowerBound(this.nameKeys, prefix); at < this.nameKeys.length; at += 1) {
      const key = this.nameKeys[at] ?? '';
      if (!key.startsWith(prefix)) break;
      const index = this.namePlace[at] ?? 0;
      const isExact = key === prefix || (found.get(index)?.isExact ?? false);
      found.set(index, { isExact });
    }
    return found;
  }

  /**
   * Indexes of towns with a name spelling a few edits from `text` (normalized), each with the fewest edits: the
   * fallback for a misspelt search ("saskaton", "swift curent") that no name starts with.
   */
  townsByTypo(text: string): Map<number, { edits: number }> {
    const found = new Map<number, { edits: number }>();
    for (const { key, edits } of this.typos.matches(text)) {
      for (let at = lowerBound(this.nameKeys, key); this.nameKeys[at] === key; at += 1) {
        const index = this.namePlace[at] ?? 0;
        if (!found.has(index)) found.set(index, { edits });
      }
    }
    return found;
  }

  /** Every town's index, for a pass over all of them (postal-area-towns.ts). */
  *townIndexes(): Generator<number> {
    for (let index = 0; index < this.size; index += 1) if (this.kind[index] === KIND_CITY) yield index;
  }

  /** Whether a town lies in the region: its own, or for a border town (Lloydminster) the other one too. */
  isInRegion(index: number, regionCode: string): boolean {
    return this.regionOf(index) === regionCode || (this.alsoInRegions.get(index)?.includes(regionCode) ?? false);
  }

  /** Indexes of the ZIP codes starting with `prefix`, in code order. */
  zipsByPrefix(prefix: string): number[] {
    const found: number[] = [];
    for (let at = lowerBound(this.zipCodes, prefix); at < this.zipCodes.length; at += 1) {
      if (!this.zipCodes[at]?.startsWith(prefix)) break;
      found.push(this.zipPlace[at] ?? 0);
    }
    return found;
  }

  fsaIndex(fsa: string): number | undefined {
    return this.fsaPlace.get(fsa);
  }

  /**
   * The town a person at `point` is in or nearest to, within `maxDistanceM`: distance less the town's cover radius,
   * so a point on the edge of a city finds the city rather than the hamlet next to it; ties go to the bigger town.
   */
  nearestTown(point: GeoPoint, maxDistanceM: number, region?: number): { index: number; distanceM: number } | null {
    return this.towns.nearest(point, {
      maxDistanceM,
      slackM: MAX_COVER_M,
      score: (index, distanceM) => {
        if (region !== undefined && this.regionIndex[index] !== region) return Number.POSITIVE_INFINITY;
        const population = this.population[index] ?? 0;
        return Math.max(0, distanceM - coverRadiusM(population)) - population * 1e-9;
      },
    });
  }

  point(index: number): GeoPoint {
    return { lat: this.lat[index] ?? 0, lon: this.lon[index] ?? 0 };
  }

  nameOf(index: number): string {
    return this.names[index] ?? '';
  }

  populationOf(index: number): number {
    return this.population[index] ?? 0;
  }

  regionOf(index: number): string {
    return REGIONS[this.regionIndex[index] ?? 0]?.code ?? '';
  }

  countryOf(index: number): CountryCode {
    return REGIONS[this.regionIndex[index] ?? 0]?.country ?? 'CAN';
  }

  /** Whether the place is a rural municipality, which ranks after towns of its name (Rosthern before its RM). */
  isArea(index: number): boolean {
    return this.kind[index] === KIND_AREA;
  }

  place(index: number): Place {
    if (this.isArea(index)) return this.areaPlace(index);
    const isCity = this.kind[index] === KIND_CITY;
    const name = this.names[index] ?? '';
    const region = this.regionOf(index);
    return {
      id: this.ids[index] ?? '',
      label: isCity ? `${name}, ${region}` : this.postalLabel(index),
      name,
      region,
      country: this.countryOf(index),
      ...this.point(index),
      population: isCity ? (this.population[index] ?? 0) : null,
      kind: isCity ? 'city' : 'postal',
      precision: isCity ? 'town' : this.postalPrecision(index),
    };
  }

  /** A US ZIP (ZCTA) or an urban Canadian postal area lies within a few km; a rural one (S0L) spans a region. */
  private postalPrecision(index: number): PlacePrecision {
    const isFsa = this.countryOf(index) === 'CAN';
    return isFsa && isRuralFsa(this.names[index] ?? '') ? 'postal_area' : 'postal_code';
  }

  private areaPlace(index: number): Place {
    const name = this.names[index] ?? '';
    const region = this.regionOf(index);
    return {
      id: this.ids[index] ?? '',
      label: `${ruralMunicipalityLabel(name)}, ${region}`,
      name,
      region,
      country: this.countryOf(index),
      ...this.point(index),
      population: this.population[index] ?? 0,
      kind: 'area',
      precision: 'area',
    };
  }

  private postalLabel(index: number): string {
    const name = this.names[index] ?? '';
    const areaName = this.areaNames.get(index);
    if (areaName) return `${name} (${areaName})`;
    let town = this.labelTown[index] ?? LABEL_NONE;
    if (town === LABEL_UNKNOWN) {
      const found = this.nearestTown(this.point(index), LABEL_TOWN_WITHIN_M, this.regionIndex[index]);
      town = found ? found.index : LABEL_NONE;
      this.labelTown[index] = town;
    }
    return town === LABEL_NONE ? name : `${name} (${this.names[town]}, ${this.regionOf(town)})`;
  }
}

/**
 * The keys a town is found under: its name and aliases (PLACE_ALIASES), each under its St./Saint spellings, and each
 * also without spaces, so "moosejaw" finds Moose Jaw as a name rather than as a typo.
 */
const nameKeysOf = (row: GazetteerRow): Set<string> => keysOfNames([row.name, ...(PLACE_ALIASES[row.id] ?? [])]);

const keysOfNames = (names: string[]): Set<string> => {
  const keys = new Set<string>();
  for (const name of names) {
    for (const key of placeNameSpellings(normalizePlaceName(name))) {
      keys.add(key);
      keys.add(key.replaceAll(' ', ''));
    }
  }
  return keys;
};

/** First position whose key is >= `wanted` (binary search over code-unit order). */
const lowerBound = (keys: string[], wanted: string): number => {
  let low = 0;
  let high = keys.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if ((keys[middle] ?? '') < wanted) low = middle + 1;
    else high = middle;
  }
  return low;
};
