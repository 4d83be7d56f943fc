import { describe, expect, it } from 'vitest';
import { buildGazetteer, type SourcePlace } from './build-gazetteer';
import { EmbeddedGeocoder } from './embedded-geocoder';
import type { FsaAnchor } from './gazetteer';

const SASKATOON = { lat: 52.1332, lon: -106.67 };

// Real places (GeoNames coordinates, 2021 census populations) and the postal areas simplemaps lists for them.
const town = (name: string, lat: number, lon: number, population: number): SourcePlace => ({
  id: `test:${name}`,
  name,
  region: 'SK',
  lat,
  lon,
  population,
});
const places = [
  town('Saskatoon', 52.13238, -106.66892, 266_141),
  town('Martensville', 52.28973, -106.66667, 10_549),
  town('Humboldt', 52.20194, -105.12328, 5_869),
  town('Kindersley', 51.46681, -109.13345, 4_597),
  town('Rosetown', 51.55477, -107.99172, 2_451),
  // A village no anchor names: it takes the rural postal area of the nearest anchor (Rosetown, 18 km).
  town('Zealandia', 51.61667, -107.75, 80),
];
const anchor = (name: string, fsas: string[]): FsaAnchor => {
  const place = places.find((candidate) => candidate.name === name) ?? places[0];
  return { name, region: 'SK', lat: place?.lat ?? 0, lon: place?.lon ?? 0, population: 0, fsas };
};
const gazetteer = (postalAnchors: FsaAnchor[]) =>
  buildGazetteer({
    cities: [],
    places,
    zips: [{ zipCode: '59101', latitude: 45.77, longitude: -108.5 }],
    // GeoNames' FSA centroids, as the zipcodes package ships them.
    fsas: [
      { zip: 'S0L', latitude: 51.2296, longitude: -108.702 },
      { zip: 'S0K', latitude: 52.807, longitude: -105.3626 },
      { zip: 'S7K', latitude: 52.1542, longitude: -106.6415 },
    ],
    postalAnchors,
  });
const geocoder = new EmbeddedGeocoder(
  gazetteer([
    anchor('Saskatoon', ['S7K', 'S7H']),
    anchor('Martensville', ['S0K']),
    anchor('Humboldt', ['S0K']),
    anchor('Kindersley', ['S0L']),
    anchor('Rosetown', ['S0L']),
  ]),
  SASKATOON,
);

describe('postal codes in the embedded geocoder', () => {
  it('places a whole rural postal code in its area, marked approximate, and lists the towns of the area', () => {
    const places = geocoder.search('s0l 2v0', SASKATOON, 10);
    expect(places[0]).toMatchObject({ name: 'S0L 2V0', kind: 'postal', precision: 'postal_area', region: 'SK' });
    expect(places[0]?.label).toMatch(/^S0L 2V0 \(.+, SK\)$/);
    expect(places.slice(1).map((place) => [place.label, place.precision])).toEqual([
      ['Kindersley, SK', 'town'],
      ['Rosetown, SK', 'town'],
      ['Zealandia, SK', 'town'],
    ]);
  });

  it('keeps to the limit asked for, the area first', () => {
    const places = geocoder.search('S0K', SASKATOON, 2);
    expect(places.map((place) => place.label)).toEqual([expect.stringMatching(/^S0K /), 'Martensville, SK']);
  });

  it('answers an urban postal code with its area alone: it lies within the city', () => {
    const places = geocoder.search('S7K1A1', SASKATOON, 10);
    expect(places).toHaveLength(1);
    expect(places[0]).toMatchObject({ name: 'S7K 1A1', label: 'S7K 1A1 (Saskatoon, SK)', precision: 'postal_code' });
  });

  it('offers only the area when no data says which towns lie in it', () => {
    const bare = new EmbeddedGeocoder(gazetteer([]), SASKATOON);
    expect(bare.search('S0L 2V0', SASKATOON, 10).map((place) => place.precision)).toEqual(['postal_area']);
  });

  it('names a ZIP+4 as typed, placed by its ZIP', () => {
    expect(geocoder.search('59101-1234', SASKATOON, 10)).toEqual([
      expect.objectContaining({ name: '59101-1234', label: '59101-1234', precision: 'postal_code' }),
    ]);
  });
});
