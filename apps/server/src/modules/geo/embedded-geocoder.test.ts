import { greatCircleDistanceM } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { EmbeddedGeocoder } from './embedded-geocoder';
import { embeddedGazetteer } from './gazetteer-sources';
import { DEFAULT_BIAS_POINT } from './geo-services';

const geocoder = new EmbeddedGeocoder(embeddedGazetteer());
const labels = async (text: string, limit = 10) => (await geocoder.autocomplete(text, { limit })).map((p) => p.label);

describe('autocomplete', () => {
  it('finds Saskatoon, whatever the case', async () => {
    expect((await labels('Saskatoon'))[0]).toBe('Saskatoon, SK');
    expect((await labels('SASKAT'))[0]).toBe('Saskatoon, SK');
  });

  it('completes "lethbr" to Lethbridge, AB first', async () => {
    expect((await labels('lethbr'))[0]).toBe('Lethbridge, AB');
  });

  it('keeps "Regina, SK" and "regina sk" to Saskatchewan', async () => {
    for (const text of ['Regina, SK', 'regina sk', 'Regina, Saskatchewan']) {
      const places = await geocoder.autocomplete(text);
      expect(places[0]?.label).toBe('Regina, SK');
      expect(places.every((place) => place.region === 'SK')).toBe(true);
    }
  });

  it('ignores accents and spells Saint and St. both ways', async () => {
    expect((await labels('montreal'))[0]).toBe('Montréal, QC');
    expect((await labels('MONTRÉAL'))[0]).toBe('Montréal, QC');
    expect((await labels('Saint Albert'))[0]).toBe('St. Albert, AB');
    expect((await labels('St. Albert'))[0]).toBe('St. Albert, AB');
    expect(await labels('st jean sur')).toContain('Saint-Jean-sur-Richelieu, QC');
  });

  it('resolves a 5-digit ZIP code to its centroid, labelled with its town', async () => {
    const [place] = await geocoder.autocomplete('59101');
    expect(place).toMatchObject({ id: 'zip:59101', label: '59101 (Billings, MT)', region: 'MT', kind: 'postal' });
    expect(await geocoder.autocomplete('59101-1234')).toHaveLength(1);
  });

  it('lists ZIP codes for a 3-digit prefix, in code order', async () => {
    const places = await geocoder.autocomplete('591');
    expect(places.length).toBeGreaterThan(0);
    expect(places.every((place) => place.kind === 'postal' && place.name.startsWith('591'))).toBe(true);
    const names = places.map((place) => place.name);
    expect(names).toEqual([...names].sort());
  });

  it('never returns towns for input with a digit (spec section 9)', async () => {
    for (const text of ['100 Mile House', 'Saskatoon 2', '59', '5', 'S7']) {
      const places = await geocoder.autocomplete(text);
      expect(places.filter((place) => place.kind === 'city')).toEqual([]);
    }
  });

  it('answers a Canadian postal code only when FSA data is installed', async () => {
    const places = await geocoder.autocomplete('S7K 1A1');
    if (embeddedGazetteer().hasCanadianPostalCodes) expect(places[0]).toMatchObject({ id: 'fsa:S7K', region: 'SK' });
    else expect(places).toEqual([]);
  });

  it('puts places near Saskatoon first: Martensville for "M", Warman for "W"', async () => {
    for (const [text, nearby] of [
      ['M', 'Martensville, SK'],
      ['W', 'Warman, SK'],
    ] as const) {
      const places = await geocoder.autocomplete(text, { limit: 5 });
      expect(places[0]?.label).toBe(nearby);
      expect(greatCircleDistanceM(DEFAULT_BIAS_POINT, places[0] ?? { lat: 0, lon: 0 })).toBeLessThan(50_000);
      expect(places.slice(1).map((place) => place.label)).toContain(text === 'M' ? 'Montréal, QC' : 'Winnipeg, MB');
    }
  });

  it('biases towards the point given instead of the configured one', async () => {
    const [first] = await geocoder.autocomplete('W', { near: { lat: 49.8951, lon: -97.1384 } });
    expect(first?.label).toBe('Winnipeg, MB');
  });

  it('ranks exact name matches before more populous longer names', async () => {
    expect((await labels('Regina'))[0]).toBe('Regina, SK');
    expect((await labels('Paris'))[0]).toMatch(/^Paris, /);
  });

  it('returns nothing for blank or unknown text, and at most the limit asked for', async () => {
    expect(await labels('   ')).toEqual([]);
    expect(await labels('zzzqx')).toEqual([]);
    expect(await labels('s', 3)).toHaveLength(3);
  });
});

describe('reverse', () => {
  it('finds Lethbridge for a point just outside it, with the distance in metres', async () => {
    const found = await geocoder.reverse({ lat: 49.69, lon: -112.72 }, 12);
    expect(found?.place.label).toBe('Lethbridge, AB');
    expect(found?.distanceM).toBeGreaterThan(6_000);
    expect(found?.distanceM).toBeLessThan(8_000);
    expect(found?.isAccurate).toBe(true);
  });

  it('prefers the city a point is in over a smaller town whose centre is nearer', async () => {
    // 8 km west of Lethbridge's centre, on its western edge; Coalhurst's centre is about as near.
    expect((await geocoder.reverse({ lat: 49.7, lon: -112.93 }))?.place.label).toBe('Lethbridge, AB');
    expect((await geocoder.reverse({ lat: 52.3, lon: -106.6 }))?.place.label).toBe('Warman, SK');
  });

  it('reports a fix coarser than 1,000 m as inaccurate, so the town can be offered instead', async () => {
    expect((await geocoder.reverse({ lat: 52.13, lon: -106.67 }, 1_000))?.isAccurate).toBe(true);
    expect((await geocoder.reverse({ lat: 52.13, lon: -106.67 }, 1_001))?.isAccurate).toBe(false);
  });

  it('finds no town far from Canada and the US', async () => {
    expect(await geocoder.reverse({ lat: 0, lon: 0 })).toBeNull();
  });
});
