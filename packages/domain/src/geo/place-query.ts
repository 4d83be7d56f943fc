import { normalizePlaceName } from './place-name';
import { type PostalQuery, parsePostalQuery } from './postal-code';
import { type CountryCode, matchRegion, type Region } from './regions';
import { RURAL_MUNICIPALITY_NUMBER } from './rural-municipality';

/** One reading of a name search: the normalized name prefix, maybe narrowed to a region or a country. */
export type NameQuery = { name: string; region?: Region; country?: CountryCode };

/**
 * What autocomplete input means. Spec section 9: area (city) results only when the input has no digit, so input with
 * a digit is a postal code or nothing, but for a rural municipality's number ("Corman Park No. 344"). A name search may have several readings, best first: "regina sk" is Regina in
 * Saskatchewan, and failing that a place whose name starts with "regina sk".
 */
export type PlaceQuery =
  | { kind: 'postal'; postal: PostalQuery }
  | { kind: 'name'; readings: NameQuery[] }
  | { kind: 'none' };

const COUNTRY_WORDS: Readonly<Record<string, CountryCode>> = {
  canada: 'CAN',
  usa: 'USA',
  us: 'USA',
  'united states': 'USA',
  'united states of america': 'USA',
};

/** "Corman Park No. 344": a rural municipality's number is part of its name, the one name with digits. */
const hasOnlyRuralMunicipalityDigits = (text: string): boolean =>
  RURAL_MUNICIPALITY_NUMBER.test(text) && !/\d/.test(text.replace(RURAL_MUNICIPALITY_NUMBER, ''));

/** Reads autocomplete input: "59101", "S7K 1A1", "lethbr", "Saskatoon, SK", "saskatoon sk", "Regina, Canada". */
export const parsePlaceQuery = (text: string): PlaceQuery => {
  if (/\d/.test(text) && !hasOnlyRuralMunicipalityDigits(text)) {
    const postal = parsePostalQuery(text);
    return postal ? { kind: 'postal', postal } : { kind: 'none' };
  }
  const readings = text.includes(',') ? readCommaParts(text) : readTrailingRegion(normalizePlaceName(text));
  const useful = readings.filter((reading) => reading.name);
  return useful.length ? { kind: 'name', readings: useful } : { kind: 'none' };
};

/** "Saskatoon, SK" / "Regina, Saskatchewan, Canada": the first part is the name, the others narrow it. */
const readCommaParts = (text: string): NameQuery[] => {
  const [head = '', ...rest] = text.split(',');
  const reading: NameQuery = { name: normalizePlaceName(head) };
  for (const part of rest) {
    const region = matchRegion(part);
    const country = COUNTRY_WORDS[normalizePlaceName(part)];
    if (region) reading.region = region;
    else if (country) reading.country = country;
  }
  return [reading];
};

/** "saskatoon sk" or "kansas city missouri": a trailing abbreviation or full region name narrows the rest. */
const readTrailingRegion = (normalized: string): NameQuery[] => {
  const words = normalized.split(' ');
  for (let count = 1; count <= Math.min(4, words.length - 1); count += 1) {
    const tail = words.slice(-count).join(' ');
    const region = matchRegion(tail);
    // Only a whole abbreviation or whole name counts here: "regina sask" could be the start of a longer place name.
    if (region && (region.code.toLowerCase() === tail || normalizePlaceName(region.name) === tail)) {
      return [{ name: words.slice(0, -count).join(' '), region }, { name: normalized }];
    }
  }
  return [{ name: normalized }];
};
