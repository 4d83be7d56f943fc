import { describe, expect, it } from 'vitest';
import { type ExtraPlace, mergeCensusPlaces } from './census-places';
import type { CensusPlace } from './read-simplemaps-canada';

const census = (name: string, lat: number, lon: number, population = 1_000): CensusPlace => ({
  id: name,
  name,
  region: 'MB',
  lat,
  lon,
  population,
  fsas: ['R0G'],
});
const known = (name: string, lat: number, lon: number, population = 0): ExtraPlace => ({
  id: `geonames:${name}`,
  name,
  region: 'MB',
  lat,
  lon,
  population,
});

describe('mergeCensusPlaces', () => {
  it('adds a census town no list has, and a rural municipality as an area', () => {
    const { added } = mergeCensusPlaces(
      [census('Oyen', 51.35, -110.47), census('Corman Park No. 344', 52.2, -106.8)],
      [],
      new Set(),
    );
    expect(added.map((place) => [place.name, place.kind])).toEqual([
      ['Oyen', undefined],
      ['Corman Park No. 344', 'area'],
    ]);
  });

  it('reads a census town within 5 km of its namesake as that town, giving it the census population', () => {
    const drumheller = known('Drumheller', 51.4636, -112.7094);
    const merge = mergeCensusPlaces(
      [census('Drumheller', 51.4636, -112.7194, 7_982)],
      [drumheller],
      new Set([drumheller]),
    );
    expect(merge).toMatchObject({ added: [], populated: 1 });
    expect(drumheller.population).toBe(7_982);
  });

  it("leaves a package town's population as it is: only the extra places are rewritten", () => {
    const dauphin = known('Dauphin', 51.15, -100.05, 8_418);
    expect(mergeCensusPlaces([census('Dauphin', 51.17, -100.06, 8_457)], [dauphin], new Set())).toMatchObject({
      added: [],
      populated: 0,
    });
    expect(dauphin.population).toBe(8_418);
  });

  it('leaves out the municipality named after a town within 25 km, and a city under its census name', () => {
    const places = [
      known('Morris', 49.35, -97.37, 1_885),
      known('Deloraine', 49.19, -100.49),
      known('Québec', 46.81, -71.21),
    ];
    const { added } = mergeCensusPlaces(
      [
        census('Morris', 49.3986, -97.4592, 3_047),
        census('Deloraine-Winchester', 49.1775, -100.4322),
        census('Quebec City', 46.81, -71.2),
      ],
      places,
      new Set(places),
    );
    expect(added).toEqual([]);
    expect(places[0]?.population).toBe(1_885);
  });

  it('keeps two towns of one name far apart', () => {
    const { added } = mergeCensusPlaces(
      [census('Argyle', 49.37, -99.15)],
      [known('Argyle', 43.8, -65.85, 7_899)],
      new Set(),
    );
    expect(added.map((place) => place.name)).toEqual(['Argyle']);
  });
});
