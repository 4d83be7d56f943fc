import type { GeocodingService, Place } from '../modules/geo';

/**
 * The towns the demo's loads run between, by area. Every name is looked up in the embedded gazetteer (GeoNames), so
 * the coordinates, region and country are the real ones the product itself would find.
 */
const DEMO_AREAS = {
  prairies_ca: [
    'Saskatoon, SK',
    'Regina, SK',
    'Rosetown, SK',
    'Swift Current, SK',
    'Moose Jaw, SK',
    'Yorkton, SK',
    'North Battleford, SK',
    'Prince Albert, SK',
    'Kindersley, SK',
    'Humboldt, SK',
    'Weyburn, SK',
    'Estevan, SK',
    'Calgary, AB',
    'Edmonton, AB',
    'Lethbridge, AB',
    'Red Deer, AB',
    'Medicine Hat, AB',
    'Grande Prairie, AB',
    'Brooks, AB',
    'Camrose, AB',
    'Olds, AB',
    'Winnipeg, MB',
    'Brandon, MB',
    'Portage la Prairie, MB',
    'Steinbach, MB',
    'Dauphin, MB',
    'Winkler, MB',
  ],
  west_ca: [
    'Kelowna, BC',
    'Kamloops, BC',
    'Vernon, BC',
    'Penticton, BC',
    'Prince George, BC',
    'Abbotsford, BC',
    'Chilliwack, BC',
    'Dawson Creek, BC',
    'Calgary, AB',
    'Edmonton, AB',
    'Red Deer, AB',
  ],
  east_ca: [
    'Ottawa, ON',
    'Toronto, ON',
    'London, ON',
    'Kitchener, ON',
    'Guelph, ON',
    'Barrie, ON',
    'Kingston, ON',
    'North Bay, ON',
    'Thunder Bay, ON',
    'Chatham, ON',
    'Montreal, QC',
    'Quebec, QC',
    'Sherbrooke, QC',
  ],
  ontario_ca: ['Ottawa, ON', 'Toronto, ON', 'Kingston, ON', 'Barrie, ON', 'Guelph, ON'],
  alberta_ca: ['Calgary, AB', 'Edmonton, AB', 'Red Deer, AB', 'Lethbridge, AB'],
  midwest_us: [
    'Ames, IA',
    'Des Moines, IA',
    'Cedar Rapids, IA',
    'Sioux City, IA',
    'Waterloo, IA',
    'Davenport, IA',
    'Mason City, IA',
    'Fort Dodge, IA',
    'Omaha, NE',
    'Lincoln, NE',
    'Grand Island, NE',
    'Kearney, NE',
    'Minneapolis, MN',
    'Rochester, MN',
    'Mankato, MN',
    'St. Cloud, MN',
    'Willmar, MN',
    'Sioux Falls, SD',
    'Brookings, SD',
    'Peoria, IL',
    'Champaign, IL',
    'Kansas City, MO',
    'Springfield, MO',
    'Madison, WI',
    'Eau Claire, WI',
  ],
  northern_plains_us: [
    'Fargo, ND',
    'Bismarck, ND',
    'Grand Forks, ND',
    'Minot, ND',
    'Aberdeen, SD',
    'Watertown, SD',
    'Great Falls, MT',
    'Billings, MT',
    'Bozeman, MT',
    'Havre, MT',
    'Missoula, MT',
    'Moorhead, MN',
  ],
  southern_plains_us: [
    'Waco, TX',
    'Amarillo, TX',
    'Lubbock, TX',
    'Abilene, TX',
    'San Angelo, TX',
    'Austin, TX',
    'Fort Worth, TX',
    'Wichita, KS',
    'Salina, KS',
    'Dodge City, KS',
    'Hutchinson, KS',
    'Oklahoma City, OK',
    'Enid, OK',
  ],
} as const satisfies Record<string, readonly string[]>;

export type DemoArea = keyof typeof DEMO_AREAS;
export type DemoPlaces = Record<DemoArea, Place[]>;

/** The gazetteer's town for "Name, XX": its best match, which must be a town of that very province or state. */
export const findTown = async (geocoding: GeocodingService, query: string): Promise<Place> => {
  const region = query.slice(query.lastIndexOf(',') + 1).trim();
  const [found] = await geocoding.autocomplete(query, { limit: 1 });
  if (found?.kind !== 'city' || found.region !== region) {
    throw new Error(`demo seed: "${query}" is not a town of the embedded gazetteer`);
  }
  return found;
};

/** Every demo area's towns, looked up once. */
export const loadDemoPlaces = async (geocoding: GeocodingService): Promise<DemoPlaces> => {
  const entries = await Promise.all(
    Object.entries(DEMO_AREAS).map(
      async ([area, queries]) => [area, await Promise.all(queries.map((query) => findTown(geocoding, query)))] as const,
    ),
  );
  return Object.fromEntries(entries) as DemoPlaces;
};
