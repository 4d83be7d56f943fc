import { describe, expect, it } from 'vitest';
import { EmbeddedGeocoder } from './embedded-geocoder';
import { embeddedGazetteer } from './gazetteer-sources';

const SASKATOON = { lat: 52.1332, lon: -106.67 };
const FARGO = { lat: 46.8772, lon: -96.7898 };
const geocoder = new EmbeddedGeocoder(embeddedGazetteer(), SASKATOON);
const first = async (text: string, near = SASKATOON) => (await geocoder.autocomplete(text, { near }))[0]?.label;

describe('autocomplete of misspelt names', () => {
  it('finds the intended city first for one or two wrong, missing or extra letters', async () => {
    for (const [text, label] of [
      ['Saskaton', 'Saskatoon, SK'],
      ['Edmonten', 'Edmonton, AB'],
      ['Winipeg', 'Winnipeg, MB'],
      ['Regena', 'Regina, SK'],
      ['Calgery', 'Calgary, AB'],
      ['Lethbrige', 'Lethbridge, AB'],
      ['Minneapols', 'Minneapolis, MN'],
      ['Rosetwon', 'Rosetown, SK'],
    ] as const) {
      expect(await first(text), text).toBe(label);
    }
  });

  it('finds a two-word name typed without its space or with a letter missing', async () => {
    expect(await first('Moosejaw')).toBe('Moose Jaw, SK');
    expect(await first('Swift Curent')).toBe('Swift Current, SK');
    expect(await first('swiftcurrent')).toBe('Swift Current, SK');
  });

  it('lists names starting with the search before misspellings of other names', async () => {
    const labels = (await geocoder.autocomplete('Regina')).map((place) => place.label);
    expect(labels.slice(0, 2)).toEqual(['Regina, SK', 'Regina Beach, SK']);
    expect(labels.length).toBeGreaterThan(2);
  });
});

describe('autocomplete of namesakes', () => {
  it('puts Canadian towns before US namesakes for a visitor in Canada', async () => {
    expect(await first('Humboldt')).toBe('Humboldt, SK');
    expect(await first('Brandon')).toBe('Brandon, MB');
    expect(await first('Sudbury')).toBe('Greater Sudbury, ON');
    expect(await first('Virden')).toBe('Virden, MB');
  });

  it('puts US towns before Canadian namesakes for a visitor in the US', async () => {
    expect((await geocoder.autocomplete('Humboldt', { near: FARGO }))[0]?.country).toBe('USA');
    expect((await geocoder.autocomplete('Brandon', { near: FARGO }))[0]?.country).toBe('USA');
  });

  it('keeps only the province or state typed after the name, spelled short or in full', async () => {
    for (const [text, label] of [
      ['Brandon MB', 'Brandon, MB'],
      ['Brandon Manitoba', 'Brandon, MB'],
      ['Sudbury ON', 'Greater Sudbury, ON'],
      ['Fargo ND', 'Fargo, ND'],
      ['Humboldt TN', 'Humboldt, TN'],
    ] as const) {
      const places = await geocoder.autocomplete(text);
      expect(places[0]?.label, text).toBe(label);
      expect(new Set(places.map((place) => place.region)), text).toEqual(new Set([label.slice(-2)]));
    }
  });

  it('files a town the border runs through under both provinces, labelled with the one typed', async () => {
    expect(await first('Lloydminster SK')).toBe('Lloydminster, SK');
    expect(await first('Lloydminster AB')).toBe('Lloydminster, AB');
    expect(await first('Flin Flon, SK')).toBe('Flin Flon, SK');
    expect(await first('Flin Flon')).toBe('Flin Flon, MB');
    expect(await geocoder.autocomplete('Lloydminster BC')).toEqual([]);
  });

  it('reads a name ending in a province name as the town when a town has that whole name', async () => {
    expect(await first('Fort Saskatchewan')).toBe('Fort Saskatchewan, AB');
    expect(await first('Regina Saskatchewan')).toBe('Regina, SK');
  });

  it('narrows a misspelt name by the province typed after it', async () => {
    expect(await first('Winipeg MB')).toBe('Winnipeg, MB');
    expect(await geocoder.autocomplete('Winipeg SK')).toEqual([]);
  });
});

describe('autocomplete of other names', () => {
  it('knows the well-known other names of a few towns', async () => {
    expect(await first('Quebec City')).toBe('Québec, QC');
    expect(await first('Fort Mac')).toBe('Fort McMurray, AB');
    expect(await first('Sudbury, Ontario')).toBe('Greater Sudbury, ON');
  });

  it('spells St., Saint, Ste. and Sainte both ways', async () => {
    expect(await first('St. Paul')).toBe('St. Paul, AB');
    expect(await first('Saint Paul')).toBe('St. Paul, AB');
    expect(await first('Sainte Anne')).toBe(await first('Ste. Anne'));
  });
});

describe('rural postal codes over the embedded data', () => {
  const labels = async (text: string) => (await geocoder.autocomplete(text)).map((place) => place.label);

  it('lists the towns of the postal area after the area, so S0L 2V0 (Rosetown) is not answered 60 km off', async () => {
    const found = await geocoder.autocomplete('S0L 2V0');
    // Named by its region, not by one town of it: S0L 2V0 is Rosetown, not Kindersley or Eston.
    expect(found[0]).toMatchObject({
      name: 'S0L 2V0',
      label: 'S0L 2V0 (Western Saskatchewan)',
      precision: 'postal_area',
    });
    expect(found.map((place) => place.label)).toEqual(expect.arrayContaining(['Rosetown, SK', 'Kindersley, SK']));
    expect(new Set(found.map((place) => place.region))).toEqual(new Set(['SK']));
  });

  it('lists the towns around Saskatoon under S0K, and Drumheller under T0J', async () => {
    expect(await labels('S0K')).toEqual(expect.arrayContaining(['Warman, SK', 'Martensville, SK', 'Humboldt, SK']));
    expect(await labels('T0J 0Y0')).toEqual(expect.arrayContaining(['Drumheller, AB']));
  });
});
