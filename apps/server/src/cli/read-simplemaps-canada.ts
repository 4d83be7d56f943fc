/**
 * Reads the committed simplemaps Canada Cities Database (Basic, CC BY 4.0; see scripts/geo-sources/README.md): 1,738
 * census subdivisions of about 1,000 people and more, with 2016 census populations and the FSAs each lies in.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { parse } from 'csv-parse/sync';
import { SERVER_ROOT } from '../platform/paths';

export type CensusPlace = {
  /** simplemaps' id, stable across its releases. */
  id: string;
  /** "Kipling", "Corman Park No. 344"; a census subdivision split by a border loses its " (Part)". */
  name: string;
  region: string;
  lat: number;
  lon: number;
  /** 0 when unknown. */
  population: number;
  /** Forward sortation areas ("S0K") the place lies in. */
  fsas: string[];
};

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
