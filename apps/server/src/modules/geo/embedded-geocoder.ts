import {
  type CountryCode,
  GEOCODER_BIAS_RADIUS_M,
  type GeoPoint,
  greatCircleDistanceM,
  type NameQuery,
  type PostalQuery,
  parsePlaceQuery,
} from '@freight/domain';
import { LRUCache } from 'mnemonist';
import type { Gazetteer, Place } from './gazetteer';
import {
  type AutocompleteOptions,
  clampLimit,
  DEFAULT_BIAS_POINT,
  type GeocodingService,
  isAccurateFix,
  type ReverseResult,
} from './geo-services';
import { postalAreaTownsOf } from './postal-area-towns';

/** Beyond this, a point is nowhere the marketplace serves: reverse geocoding finds no town. */
export const REVERSE_MAX_DISTANCE_M = 500_000;

/**
 * Points whose nearest town is remembered. The live price asks for the same two places on every pause in typing (only
 * the load changes), and the ring walk over the towns was a twentieth of that route's CPU; the answer depends on the
 * point alone (the gazetteer never changes while the process runs).
 */
const REVERSE_CACHE_POINTS = 4_096;

/** How far the bias point may be from a town for that town's province or state to count as the user's own. */
const HOME_TOWN_WITHIN_M = 200_000;

/** Where the user is: the province or state and country of the town nearest the bias point. */
type Home = { region: string; country: CountryCode } | null;

type Candidate = {
  index: number;
  /** Edits between the search and the name: 0 when a name starts with the search, 1 or 2 for a misspelling. */
  edits: number;
  isNear: boolean;
  isExact: boolean;
  /** 2 in the user's province or state, 1 in their country, 0 elsewhere. */
  homeness: number;
  /** A rural municipality: after towns of its name and place (Rosthern the town, then the RM of Rosthern). */
  isArea: boolean;
  population: number;
  order: string;
};

/**
 * A name as typed before any misspelling; then spec 9: near the bias point first, then exact name matches; then the
 * user's own province or state and country before namesakes elsewhere (Humboldt, SK before Humboldt, TN from
 * Saskatoon); then towns before rural municipalities; then the most populous.
 */
const byRank = (a: Candidate, b: Candidate): number =>
  a.edits - b.edits ||
  Number(b.isNear) - Number(a.isNear) ||
  Number(b.isExact) - Number(a.isExact) ||
  b.homeness - a.homeness ||
  Number(a.isArea) - Number(b.isArea) ||
  b.population - a.population ||
  (a.order < b.order ? -1 : a.order > b.order ? 1 : 0);

type FsaQuery = Extract<PostalQuery, { kind: 'fsa' }>;
type ZipQuery = Exclude<PostalQuery, FsaQuery>;

/** A postal place under the whole code typed ("S0L 2V0 (Kindersley, SK)"), where it was found by the code's start. */
const asTyped = (place: Place, code: string): Place => ({
  ...place,
  name: code,
  label: `${code}${place.label.slice(place.name.length)}`,
});

/** A border town asked for by its other province ("Lloydminster SK") is labelled with the province typed. */
const inTypedRegion = (place: Place, { region }: NameQuery): Place =>
  region && place.kind === 'city' && place.region !== region.code
    ? { ...place, region: region.code, label: `${place.name}, ${region.code}` }
    : place;

type CandidateOptions = { index: number; bias: GeoPoint; home: Home; isExact: boolean; edits: number };

/** The offline geocoder over the embedded gazetteer (GeoNames towns, US ZIP and Canadian FSA centroids). */
export class EmbeddedGeocoder implements GeocodingService {
  private readonly nearestTowns = new LRUCache<string, { index: number; distanceM: number } | null>(
    REVERSE_CACHE_POINTS,
  );

  constructor(
    private readonly gazetteer: Gazetteer,
    private readonly biasPoint: GeoPoint = DEFAULT_BIAS_POINT,
  ) {}

  async autocomplete(text: string, { near, limit }: AutocompleteOptions = {}): Promise<Place[]> {
    return this.search(text, near ?? this.biasPoint, clampLimit(limit));
  }

  async reverse(point: GeoPoint, accuracyM?: number): Promise<ReverseResult | null> {
    const found = this.nearestTownOf(point);
    if (!found) return null;
    return {
      place: this.gazetteer.place(found.index),
      distanceM: found.distanceM,
      isAccurate: isAccurateFix(accuracyM),
    };
  }

  private nearestTownOf(point: GeoPoint): { index: number; distanceM: number } | null {
    const key = `${point.lat},${point.lon}`;
    const known = this.nearestTowns.get(key);
    if (known !== undefined) return known;
    const found = this.gazetteer.nearestTown(point, REVERSE_MAX_DISTANCE_M);
    this.nearestTowns.set(key, found);
    return found;
  }

  /** Synchronous core of autocomplete, also what the latency measurement times. */
  search(text: string, bias: GeoPoint, limit: number): Place[] {
    const query = parsePlaceQuery(text);
    const home = this.homeOf(bias);
    switch (query.kind) {
      case 'none':
        return [];
      case 'postal':
        return query.postal.kind === 'fsa'
          ? this.postalAreaPlaces(query.postal, limit)
          : this.rank(this.zipCandidates(query.postal, bias, home), limit).map((place) =>
              query.postal.kind === 'zip' && query.postal.code ? asTyped(place, query.postal.code) : place,
            );
      case 'name':
        for (const [at, reading] of this.wholeNameFirst(query.readings).entries()) {
          // Later readings take "sk" of "Lloydminster SK" as part of the name: no typo matching there, or "BC"
          // would be two mistyped letters of Lloydminster and the province typed would not filter.
          const candidates = this.nameCandidates(reading, { bias, home, limit: at === 0 ? limit : 0 });
          if (candidates.length) return this.rank(candidates, limit).map((place) => inTypedRegion(place, reading));
        }
        return [];
      default:
        return query satisfies never;
    }
  }

  /**
   * "Fort Saskatchewan" is a town, not "Fort" in Saskatchewan: when the whole text is a town's name, that reading
   * goes first (readings other than the first are the whole text read as a name).
   */
  private wholeNameFirst(readings: NameQuery[]): NameQuery[] {
    const [first, ...rest] = readings;
    const whole = rest.find((reading) => !reading.region && !reading.country);
    if (!first || !whole) return readings;
    const isTownName = [...this.gazetteer.townsByNamePrefix(whole.name).values()].some(({ isExact }) => isExact);
    return isTownName ? [whole, first] : readings;
  }

  /** Names starting with the search; when fewer than `limit`, names a misspelling or two away as well. */
  private nameCandidates(query: NameQuery, { bias, home, limit }: { bias: GeoPoint; home: Home; limit: number }) {
    const candidates = new Map<number, Candidate>();
    for (const [index, { isExact }] of this.gazetteer.townsByNamePrefix(query.name)) {
      if (this.isWanted(index, query)) candidates.set(index, this.candidate({ index, bias, home, isExact, edits: 0 }));
    }
    if (candidates.size >= limit || limit === 0) return [...candidates.values()];
    for (const [index, { edits }] of this.typoMatches(query.name)) {
      if (candidates.has(index) || !this.isWanted(index, query)) continue;
      candidates.set(index, this.candidate({ index, bias, home, isExact: false, edits }));
    }
    return [...candidates.values()];
  }

  /** Towns a misspelt name may mean, under the name as typed and without its spaces ("swift curent", "moose jaww"). */
  private typoMatches(name: string): Map<number, { edits: number }> {
    const found = this.gazetteer.townsByTypo(name);
    const compact = name.replaceAll(' ', '');
    if (compact === name) return found;
    for (const [index, { edits }] of this.gazetteer.townsByTypo(compact)) {
      if (edits < (found.get(index)?.edits ?? Number.POSITIVE_INFINITY)) found.set(index, { edits });
    }
    return found;
  }

  /** A province or state typed after the name ("Brandon MB") keeps only its towns; border towns count in both. */
  private isWanted(index: number, { region, country }: NameQuery): boolean {
    if (region && !this.gazetteer.isInRegion(index, region.code)) return false;
    return !country || this.gazetteer.countryOf(index) === country;
  }

  private homeOf(bias: GeoPoint): Home {
    const found = this.gazetteer.nearestTown(bias, HOME_TOWN_WITHIN_M);
    if (!found) return null;
    return { region: this.gazetteer.regionOf(found.index), country: this.gazetteer.countryOf(found.index) };
  }

  private zipCandidates(postal: ZipQuery, bias: GeoPoint, home: Home): Candidate[] {
    const indexes = this.gazetteer.zipsByPrefix(postal.kind === 'zip' ? postal.zip : postal.prefix);
    // Postal codes have no population: near ones first, then in code order (their name).
    const isExact = postal.kind === 'zip';
    return indexes.map((index) => this.candidate({ index, bias, home, isExact, edits: 0 }));
  }

  /**
   * A Canadian postal code is placed by its forward sortation area. An urban one lies within a city; a rural one
   * (S0L) spans a region, so its towns follow it, most populous first, for the user to pick theirs.
   */
  private postalAreaPlaces(postal: FsaQuery, limit: number): Place[] {
    const index = this.gazetteer.fsaIndex(postal.fsa);
    if (index === undefined) return [];
    const area = this.gazetteer.place(index);
    const typed = postal.code ? asTyped(area, postal.code) : area;
    if (area.precision !== 'postal_area') return [typed];
    const towns = postalAreaTownsOf(this.gazetteer)
      .townsOf(postal.fsa)
      .slice(0, limit - 1);
    return [typed, ...towns.map((town) => this.gazetteer.place(town))];
  }

  private candidate({ index, bias, home, isExact, edits }: CandidateOptions): Candidate {
    const isHomeCountry = home !== null && this.gazetteer.countryOf(index) === home.country;
    // The province counts only for a whole name: Humboldt, SK over Humboldt, TN, but "M" still lists Montréal.
    const isHomeRegion = home !== null && (isExact || edits > 0) && this.gazetteer.isInRegion(index, home.region);
    return {
      index,
      edits,
      isNear: greatCircleDistanceM(bias, this.gazetteer.point(index)) <= GEOCODER_BIAS_RADIUS_M,
      isExact,
      homeness: Number(isHomeCountry) + Number(isHomeRegion),
      isArea: this.gazetteer.isArea(index),
      population: this.gazetteer.populationOf(index),
      order: this.gazetteer.nameOf(index),
    };
  }

  private rank(candidates: Candidate[], limit: number): Place[] {
    return candidates
      .sort(byRank)
      .slice(0, limit)
      .map((candidate) => this.gazetteer.place(candidate.index));
  }
}
