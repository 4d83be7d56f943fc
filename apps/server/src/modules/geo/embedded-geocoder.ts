import {
  GEOCODER_BIAS_RADIUS_M,
  type GeoPoint,
  greatCircleDistanceM,
  type NameQuery,
  type PostalQuery,
  parsePlaceQuery,
} from '@freight/domain';
import type { Gazetteer, Place } from './gazetteer';
import {
  type AutocompleteOptions,
  clampLimit,
  DEFAULT_BIAS_POINT,
  type GeocodingService,
  isAccurateFix,
  type ReverseResult,
} from './geo-services';

/** Beyond this, a point is nowhere the marketplace serves: reverse geocoding finds no town. */
export const REVERSE_MAX_DISTANCE_M = 500_000;

type Candidate = { index: number; isNear: boolean; isExact: boolean; population: number; order: string };

/** Spec 9 ranking: near the bias point first, then exact name matches, then the most populous. */
const byRank = (a: Candidate, b: Candidate): number =>
  Number(b.isNear) - Number(a.isNear) ||
  Number(b.isExact) - Number(a.isExact) ||
  b.population - a.population ||
  (a.order < b.order ? -1 : a.order > b.order ? 1 : 0);

/** The offline geocoder over the embedded gazetteer (GeoNames towns, US ZIP and Canadian FSA centroids). */
export class EmbeddedGeocoder implements GeocodingService {
  constructor(
    private readonly gazetteer: Gazetteer,
    private readonly biasPoint: GeoPoint = DEFAULT_BIAS_POINT,
  ) {}

  async autocomplete(text: string, { near, limit }: AutocompleteOptions = {}): Promise<Place[]> {
    return this.search(text, near ?? this.biasPoint, clampLimit(limit));
  }

  async reverse(point: GeoPoint, accuracyM?: number): Promise<ReverseResult | null> {
    const found = this.gazetteer.nearestTown(point, REVERSE_MAX_DISTANCE_M);
    if (!found) return null;
    return {
      place: this.gazetteer.place(found.index),
      distanceM: found.distanceM,
      isAccurate: isAccurateFix(accuracyM),
    };
  }

  /** Synchronous core of autocomplete, also what the latency measurement times. */
  search(text: string, bias: GeoPoint, limit: number): Place[] {
    const query = parsePlaceQuery(text);
    switch (query.kind) {
      case 'none':
        return [];
      case 'postal':
        return this.rank(this.postalCandidates(query.postal, bias), limit);
      case 'name':
        for (const reading of query.readings) {
          const candidates = this.nameCandidates(reading, bias);
          if (candidates.length) return this.rank(candidates, limit);
        }
        return [];
      default:
        return query satisfies never;
    }
  }

  private nameCandidates({ name, region, country }: NameQuery, bias: GeoPoint): Candidate[] {
    const candidates: Candidate[] = [];
    for (const [index, { isExact }] of this.gazetteer.townsByNamePrefix(name)) {
      if (region && this.gazetteer.regionOf(index) !== region.code) continue;
      if (country && this.gazetteer.countryOf(index) !== country) continue;
      candidates.push(this.candidate(index, bias, isExact));
    }
    return candidates;
  }

  private postalCandidates(postal: PostalQuery, bias: GeoPoint): Candidate[] {
    const indexes =
      postal.kind === 'zip_prefix'
        ? this.gazetteer.zipsByPrefix(postal.prefix)
        : postal.kind === 'zip'
          ? this.gazetteer.zipsByPrefix(postal.zip)
          : [this.gazetteer.fsaIndex(postal.fsa)].filter((index) => index !== undefined);
    // Postal codes have no population: near ones first, then in code order (their name).
    return indexes.map((index) => this.candidate(index, bias, postal.kind !== 'zip_prefix'));
  }

  private candidate(index: number, bias: GeoPoint, isExact: boolean): Candidate {
    return {
      index,
      isNear: greatCircleDistanceM(bias, this.gazetteer.point(index)) <= GEOCODER_BIAS_RADIUS_M,
      isExact,
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
