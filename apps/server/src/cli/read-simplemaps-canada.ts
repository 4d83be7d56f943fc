/**
 * Reads the committed simplemaps Canada Cities Database (Basic, CC BY 4.0; see scripts/geo-sources/README.md): 1,738
 * census subdivisions of about 1,000 people and more, with 2016 census populations and the FSAs each lies in.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import type { SourcePlace } from '../modules/geo';
import { SERVER_ROOT } from '../platform/paths';

/**
 * A census subdivision as the gazetteer's place rows hold it (`id` is simplemaps' own, stable across its releases;
 * "Kipling", "Corman Park No. 344", a subdivision split by a border without its " (Part)"; population 0 when unknown),
 * with the forward sortation areas ("S0K") it lies in.
 */
export type CensusPlace = Omit<SourcePlace, 'kind'> & { fsas: string[] };

const SOURCE = path.join(SERVER_ROOT, 'scripts/geo-sources/simplemaps-canadacities-basic.csv.gz');

/**
 * 35 rows carry a census year where the count belongs: 34 Manitoba municipalities formed in 2015 with 2011, and
 * Rama, SK (a village of about 70) with 2016. Any real count of exactly 2011 or 2016 is the lesser loss.
 */
const isCensusYearNotCount = (population: number) => population === 2011 || population === 2016;

type Row = {
  id: string;
  city: string;
  province_id: string;
  lat: string;
  lng: string;
  population: string;
  postal: string;
};

export const readSimplemapsCanada = (): CensusPlace[] =>
  (parse(gunzipSync(readFileSync(SOURCE)), { columns: true }) as Row[]).map((row) => {
    const population = Number(row.population);
    return {
      id: row.id,
      name: row.city.replace(/ \(Part\)$/, ''),
      region: row.province_id,
      lat: Number(row.lat),
      lon: Number(row.lng),
      population: isCensusYearNotCount(population) ? 0 : population,
      fsas: row.postal.split(' ').filter(Boolean),
    };
  });
