import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { SERVER_ROOT } from '../../platform/paths';
import type { FsaAnchor } from './gazetteer';

/** Read by path from the source tree, so the bundle finds it too (as the extra places). */
const FSA_PLACES_FILE = path.join(SERVER_ROOT, 'src/modules/geo/data/fsa-places.tsv.gz');

/**
 * The 1,738 census subdivisions of about 1,000 people and more with their FSAs (simplemaps Canada Cities Basic,
 * CC BY 4.0), written by `npm run geo:fsa-places` (src/cli/build-fsa-places.ts): which towns a rural postal code
 * such as S0K serves. Read on each call; callers keep what they need.
 */
export const loadFsaPlaces = (): FsaAnchor[] =>
  gunzipSync(readFileSync(FSA_PLACES_FILE))
    .toString('utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => {
      const [name = '', region = '', lat, lon, population, fsas = ''] = line.split('\t');
      return {
        name,
        region,
        lat: Number(lat),
        lon: Number(lon),
        population: Number(population),
        fsas: fsas.split(' ').filter(Boolean),
      };
    });
