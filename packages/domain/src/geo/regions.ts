/** Country filter codes as the spec's geocoder uses them (section 7: "country filter CAN and USA"). */
export type CountryCode = 'CAN' | 'USA';

export type Region = {
  /** Postal abbreviation: `SK`, `MT`. Unique across both countries. */
  code: string;
  name: string;
  country: CountryCode;
};

/** GeoNames admin1 code -> province or territory abbreviation (GeoNames numbers Canada's admin1 areas). */
export const CANADIAN_ADMIN1_TO_REGION: Readonly<Record<string, string>> = {
  '01': 'AB',
  '02': 'BC',
  '03': 'MB',
  '04': 'NB',
  '05': 'NL',
  '07': 'NS',
  '08': 'ON',
  '09': 'PE',
  '10': 'QC',
  '11': 'SK',
  '12': 'YT',
  '13': 'NT',
  '14': 'NU',
};

const CANADA: [string, string][] = [
  ['AB', 'Alberta'],
  ['BC', 'British Columbia'],
  ['MB', 'Manitoba'],
  ['NB', 'New Brunswick'],
  ['NL', 'Newfoundland and Labrador'],
  ['NS', 'Nova Scotia'],
  ['NT', 'Northwest Territories'],
  ['NU', 'Nunavut'],
  ['ON', 'Ontario'],
  ['PE', 'Prince Edward Island'],
  ['QC', 'Quebec'],
  ['SK', 'Saskatchewan'],
  ['YT', 'Yukon'],
];

const UNITED_STATES: [string, string][] = [
  ['AL', 'Alabama'],
  ['AK', 'Alaska'],
  ['AZ', 'Arizona'],
  ['AR', 'Arkansas'],
  ['CA', 'California'],
  ['CO', 'Colorado'],
  ['CT', 'Connecticut'],
  ['DE', 'Delaware'],
  ['DC', 'District of Columbia'],
  ['FL', 'Florida'],
  ['GA', 'Georgia'],
  ['HI', 'Hawaii'],
  ['ID', 'Idaho'],
  ['IL', 'Illinois'],
  ['IN', 'Indiana'],
  ['IA', 'Iowa'],
  ['KS', 'Kansas'],
  ['KY', 'Kentucky'],
  ['LA', 'Louisiana'],
  ['ME', 'Maine'],
  ['MD', 'Maryland'],
  ['MA', 'Massachusetts'],
  ['MI', 'Michigan'],
  ['MN', 'Minnesota'],
  ['MS', 'Mississippi'],
  ['MO', 'Missouri'],
  ['MT', 'Montana'],
  ['NE', 'Nebraska'],
  ['NV', 'Nevada'],
  ['NH', 'New Hampshire'],
  ['NJ', 'New Jersey'],
  ['NM', 'New Mexico'],
  ['NY', 'New York'],
  ['NC', 'North Carolina'],
  ['ND', 'North Dakota'],
  ['OH', 'Ohio'],
  ['OK', 'Oklahoma'],
  ['OR', 'Oregon'],
  ['PA', 'Pennsylvania'],
  ['RI', 'Rhode Island'],
  ['SC', 'South Carolina'],
  ['SD', 'South Dakota'],
  ['TN', 'Tennessee'],
  ['TX', 'Texas'],
  ['UT', 'Utah'],
  ['VT', 'Vermont'],
  ['VA', 'Virginia'],
  ['WA', 'Washington'],
  ['WV', 'West Virginia'],
  ['WI', 'Wisconsin'],
  ['WY', 'Wyoming'],
];

/** The 13 provinces and territories, the 50 states and DC: every region the gazetteer covers. */
export const REGIONS: readonly Region[] = [
  ...CANADA.map(([code, name]): Region => ({ code, name, country: 'CAN' })),
  ...UNITED_STATES.map(([code, name]): Region => ({ code, name, country: 'USA' })),
];

const BY_CODE = new Map(REGIONS.map((region) => [region.code, region]));

/** The region with this postal abbreviation, any case; undefined when there is none. */
export const findRegionByCode = (code: string): Region | undefined => BY_CODE.get(code.trim().toUpperCase());

/**
 * The region a person means by `text`: its abbreviation (`sk`), its name (`Québec`, case and accents ignored) or the
 * start of exactly one name, three letters at least (`Sask`). Undefined when none or several match.
 */
export const matchRegion = (text: string): Region | undefined => {
  const byCode = findRegionByCode(text);
  if (byCode) return byCode;
  const wanted = foldForRegion(text);
  if (wanted.length < 3) return undefined;
  const exact = REGIONS.find((region) => foldForRegion(region.name) === wanted);
  if (exact) return exact;
  const starts = REGIONS.filter((region) => foldForRegion(region.name).startsWith(wanted));
  return starts.length === 1 ? starts[0] : undefined;
};

const foldForRegion = (text: string): string =>
  text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z]+/g, ' ')
    .trim();
