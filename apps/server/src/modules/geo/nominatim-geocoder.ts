import {
  type CountryCode,
  GEOCODER_BIAS_RADIUS_M,
  type GeoPoint,
  greatCircleDistanceM,
  matchRegion,
} from '@freight/domain';
import { getJson, unavailable } from '../../platform/http/http-json';
import type { Place } from './gazetteer';
import {
  type AutocompleteOptions,
  clampLimit,
  DEFAULT_BIAS_POINT,
  type GeocodingService,
  isAccurateFix,
  type ReverseResult,
} from './geo-services';

const SERVICE = 'The geocoding service';
const COUNTRIES: Readonly<Record<string, CountryCode>> = { ca: 'CAN', us: 'USA' };
/** Reverse answers at this zoom are towns and cities, not buildings (Nominatim zoom 10 = city). */
const CITY_ZOOM = '10';
const METRES_PER_DEGREE = 111_195;

type NominatimPlace = {
  osm_type?: string;
  osm_id?: number;
  lat?: string;
  lon?: string;
  name?: string;
  addresstype?: string;
  address?: Record<string, string | undefined>;
};

export type NominatimOptions = {
  baseUrl: string;
  timeoutMs: number;
  /** Nominatim's usage policy asks every client to name itself. */
  userAgent: string;
  biasPoint?: GeoPoint;
};

/**
 * A Nominatim-style HTTP geocoder (Nominatim itself, or a compatible server), limited to Canada and the US.
 * Input without a digit asks for settlements only (spec 9: area results only when the input has no digit).
 */
export class NominatimGeocoder implements GeocodingService {
  private readonly baseUrl: string;

  constructor(private readonly options: NominatimOptions) {
    this.baseUrl = options.baseUrl.endsWith('/') ? options.baseUrl : `${options.baseUrl}/`;
  }

  async autocomplete(text: string, { near, limit }: AutocompleteOptions = {}): Promise<Place[]> {
    if (!text.trim()) return [];
    const url = new URL('search', this.baseUrl);
    const bias = near ?? this.options.biasPoint ?? DEFAULT_BIAS_POINT;
    url.search = new URLSearchParams({
      q: text,
      format: 'jsonv2',
      addressdetails: '1',
      countrycodes: 'ca,us',
      limit: String(clampLimit(limit)),
      viewbox: viewboxAround(bias),
      bounded: '0',
      ...(/\d/.test(text) ? {} : { featureType: 'settlement' }),
    }).toString();
    const body = await this.get(url);
    if (!Array.isArray(body)) throw unavailable(`${SERVICE} sent an answer of an unexpected shape.`);
    return body.flatMap((entry: NominatimPlace) => toPlace(entry) ?? []);
  }

  async reverse(point: GeoPoint, accuracyM?: number): Promise<ReverseResult | null> {
    const url = new URL('reverse', this.baseUrl);
    url.search = new URLSearchParams({
      lat: String(point.lat),
      lon: String(point.lon),
      format: 'jsonv2',
      addressdetails: '1',
      zoom: CITY_ZOOM,
    }).toString();
    const body = (await this.get(url)) as NominatimPlace & { error?: string };
    const place = body.error ? null : toPlace(body);
    if (!place) return null;
    return { place, distanceM: greatCircleDistanceM(point, place), isAccurate: isAccurateFix(accuracyM) };
  }

  private async get(url: URL): Promise<unknown> {
    const { status, body } = await getJson({
      url,
      service: SERVICE,
      timeoutMs: this.options.timeoutMs,
      headers: { 'user-agent': this.options.userAgent, 'accept-language': 'en' },
    });
    if (status !== 200) throw unavailable(`${SERVICE} answered ${status}.`);
    return body;
  }
}

/** `lon1,lat1,lon2,lat2` of a square GEOCODER_BIAS_RADIUS_M around the point: Nominatim prefers results inside it. */
const viewboxAround = ({ lat, lon }: GeoPoint): string => {
  const dLat = GEOCODER_BIAS_RADIUS_M / METRES_PER_DEGREE;
  const dLon = dLat / Math.max(0.01, Math.cos((lat * Math.PI) / 180));
  return [lon - dLon, lat + dLat, lon + dLon, lat - dLat].map((value) => value.toFixed(5)).join(',');
};

const SETTLEMENT_TYPES = new Set(['city', 'town', 'village', 'hamlet', 'municipality', 'suburb', 'locality']);

const kindOf = (entry: NominatimPlace): Place['kind'] => {
  if (entry.addresstype === 'postcode') return 'postal';
  return SETTLEMENT_TYPES.has(entry.addresstype ?? '') ? 'city' : 'address';
};

const toPlace = (entry: NominatimPlace): Place | null => {
  const address = entry.address ?? {};
  const country = COUNTRIES[address.country_code ?? ''];
  const region = regionOf(address);
  const lat = Number(entry.lat);
  const lon = Number(entry.lon);
  if (!country || !region || !Number.isFinite(lat) || !Number.isFinite(lon)) return null;
  const kind = kindOf(entry);
  const town = address.city ?? address.town ?? address.village ?? address.hamlet ?? address.municipality;
  const street = [address.house_number, address.road].filter(Boolean).join(' ');
  const name =
    (kind === 'postal' ? address.postcode : kind === 'address' ? street || entry.name : entry.name || town) ?? '';
  if (!name) return null;
  const label =
    kind === 'city' || !town
      ? `${name}, ${region}`
      : kind === 'postal'
        ? `${name} (${town}, ${region})`
        : `${name}, ${town}, ${region}`;
  return {
    id: `osm:${(entry.osm_type ?? '?').charAt(0).toUpperCase()}${entry.osm_id ?? ''}`,
    label,
    name,
    region,
    country,
    lat,
    lon,
    population: null,
    kind,
    precision: precisionOf(kind, name),
  };
};

/** Nominatim places full postcodes; only a bare rural Canadian postal area (S0L) spans a region. */
const precisionOf = (kind: Place['kind'], name: string): Place['precision'] => {
  if (kind === 'address') return 'address';
  if (kind !== 'postal') return 'town';
  return /^[A-Z]0[A-Z]$/i.test(name.trim()) ? 'postal_area' : 'postal_code';
};

/** `CA-SK` / `US-MT` from the ISO 3166-2 field, else the state's name. */
const regionOf = (address: Record<string, string | undefined>): string | undefined => {
  const iso = address['ISO3166-2-lvl4'];
  if (iso?.includes('-')) return iso.split('-')[1];
  return address.state ? matchRegion(address.state)?.code : undefined;
};
