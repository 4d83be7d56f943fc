/**
 * Writes src/modules/geo/data/fsa-places.tsv.gz: each Canadian census subdivision of about 1,000 people and more with
 * the forward sortation areas it lies in, so a rural postal code (S0K ...) can name the towns it serves. Source:
 * scripts/geo-sources/simplemaps-canadacities-basic.csv.gz (simplemaps Canada Cities Basic, CC BY 4.0,
 * simplemaps.com; populations from the 2016 census). Run after replacing the source: `npm run geo:fsa-places`.
 *
 * Each line: name, region, lat, lon, population (0 when unknown), FSAs separated by spaces.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { readSimplemapsCanada } from './read-simplemaps-canada';

const OUTPUT = path.join(import.meta.dirname, '../modules/geo/data/fsa-places.tsv.gz');

const places = readSimplemapsCanada();
const lines = places.map((place) =>
  [place.name, place.region, place.lat, place.lon, place.population, place.fsas.join(' ')].join('\t'),
);
writeFileSync(OUTPUT, gzipSync(`${lines.join('\n')}\n`, { level: 9 }));
const fsas = new Set(places.flatMap((place) => place.fsas));
console.log(`${OUTPUT}: ${places.length} places in ${fsas.size} FSAs`);
