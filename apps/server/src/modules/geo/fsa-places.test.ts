import { provinceOfFsa } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { loadFsaPlaces } from './fsa-places';

const places = loadFsaPlaces();
const placesIn = (fsa: string) => places.filter((place) => place.fsas.includes(fsa)).map((place) => place.name);

describe('loadFsaPlaces', () => {
  it('reads every census subdivision of the source with at least one FSA', () => {
    expect(places).toHaveLength(1_738);
    expect(
      places.every((place) => place.fsas.length > 0 && place.fsas.every((fsa) => /^[A-Z]\d[A-Z]$/.test(fsa))),
    ).toBe(true);
  });

  it('files each FSA under the province its first letter stands for', () => {
    const misfiled = places.filter((place) =>
      place.fsas.some((fsa) => provinceOfFsa(fsa) !== place.region && !(place.region === 'NU' && fsa[0] === 'X')),
    );
    expect(misfiled).toEqual([]);
  });

  it('names the towns a rural FSA serves, with census populations and coordinates', () => {
    expect(placesIn('S0K')).toEqual(
      expect.arrayContaining(['Warman', 'Martensville', 'Humboldt', 'Corman Park No. 344']),
    );
    expect(placesIn('S0G')).toContain('Kipling');
    const kipling = places.find((place) => place.name === 'Kipling' && place.region === 'SK');
    expect(kipling).toMatchObject({ population: 1140 });
    expect(kipling?.lat).toBeCloseTo(50.1, 1);
    expect(kipling?.lon).toBeCloseTo(-102.63, 1);
  });

  it('reads a population that is a census year, not a count, as unknown', () => {
    expect(places.find((place) => place.name === 'Rama' && place.region === 'SK')?.population).toBe(0);
    expect(places.some((place) => place.population === 2011)).toBe(false);
  });
});
