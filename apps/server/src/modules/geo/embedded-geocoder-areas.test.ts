import { describe, expect, it } from 'vitest';
import { EmbeddedGeocoder } from './embedded-geocoder';
import { embeddedGazetteer } from './gazetteer-sources';

const SASKATOON = { lat: 52.1332, lon: -106.67 };
const geocoder = new EmbeddedGeocoder(embeddedGazetteer(), SASKATOON);
const search = async (text: string) => await geocoder.autocomplete(text, { near: SASKATOON });

describe('rural municipalities (areas)', () => {
  it('finds the RM of Corman Park by every way it is written', async () => {
    for (const text of [
      'Corman Park',
      'Corman Park No. 344',
      'corman park no 344',
      'RM of Corman Park',
      'R.M. of Corman Park',
      'RM of Corman Park No. 344',
      'Rural Municipality of Corman Park',
      'Corman Park, SK',
    ]) {
      const [place] = await search(text);
      expect(place, text).toMatchObject({ label: 'RM of Corman Park No. 344, SK', kind: 'area', region: 'SK' });
    }
  });

  it('places the RM near Saskatoon with its census population', async () => {
    const [place] = await search('Corman Park');
    expect(place?.lat).toBeCloseTo(52.23, 1);
    expect(place?.lon).toBeCloseTo(-106.8, 1);
    expect(place?.population).toBe(8568);
  });

  it('lists a town before the RM named after it, even a smaller town', async () => {
    // The RM of Rosthern No. 403 has 2,300 people, the town of Rosthern about 1,400.
    expect((await search('Rosthern')).map((place) => place.label).slice(0, 2)).toEqual([
      'Rosthern, SK',
      'RM of Rosthern No. 403, SK',
    ]);
  });

  it('never answers a reverse lookup with an RM: a point in Corman Park finds a town', async () => {
    const found = await geocoder.reverse({ lat: 52.2291, lon: -106.8002 });
    expect(found?.place.kind).toBe('city');
  });
});

describe('census towns GeoNames lacks', () => {
  it('finds towns of about 1,000 people the GeoNames lists leave out', async () => {
    for (const label of [
      'Oyen, AB',
      'Redwater, AB',
      'Trochu, AB',
      'La Loche, SK',
      'Osler, SK',
      'Birch Hills, SK',
      'Air Ronge, SK',
      'Maidstone, SK',
      'Winnipeg Beach, MB',
    ]) {
      const name = label.slice(0, label.indexOf(','));
      expect((await search(name))[0]?.label, name).toBe(label);
    }
  });

  it('adds no second town where GeoNames already has the place', async () => {
    const labels = (await search('Dauphin, MB')).map((place) => place.label);
    expect(labels.filter((label) => label === 'Dauphin, MB')).toHaveLength(1);
    expect((await search('Lloydminster')).filter((place) => place.name === 'Lloydminster')).toHaveLength(1);
  });
});
