import { describe, expect, it } from 'vitest';
import { parsePlaceQuery } from './place-query';

describe('parsePlaceQuery', () => {
  it('reads a plain prefix', () => {
    expect(parsePlaceQuery('Lethbr')).toEqual({ kind: 'name', readings: [{ name: 'lethbr' }] });
  });

  it('narrows "Saskatoon, SK" to Saskatchewan, also with a full or partial province name', () => {
    for (const text of ['Saskatoon, SK', 'saskatoon, Saskatchewan', 'Saskatoon, sask']) {
      const query = parsePlaceQuery(text);
      expect(query).toMatchObject({ kind: 'name', readings: [{ name: 'saskatoon', region: { code: 'SK' } }] });
    }
  });

  it('reads "saskatoon sk" as Saskatoon in SK first, and as a longer name failing that', () => {
    expect(parsePlaceQuery('saskatoon sk')).toMatchObject({
      kind: 'name',
      readings: [{ name: 'saskatoon', region: { code: 'SK' } }, { name: 'saskatoon sk' }],
    });
    expect(parsePlaceQuery('kansas city missouri')).toMatchObject({
      readings: [{ name: 'kansas city', region: { code: 'MO' } }, { name: 'kansas city missouri' }],
    });
  });

  it('keeps "New York" a name rather than only a state', () => {
    expect(parsePlaceQuery('New York')).toEqual({ kind: 'name', readings: [{ name: 'new york' }] });
  });

  it('narrows to a country after a comma', () => {
    expect(parsePlaceQuery('Regina, Canada')).toEqual({ kind: 'name', readings: [{ name: 'regina', country: 'CAN' }] });
  });

  it('treats any input with a digit as a postal code or nothing (spec section 9)', () => {
    expect(parsePlaceQuery('59101')).toEqual({ kind: 'postal', postal: { kind: 'zip', zip: '59101', code: null } });
    expect(parsePlaceQuery('100 Mile House')).toEqual({ kind: 'none' });
    expect(parsePlaceQuery('  ')).toEqual({ kind: 'none' });
  });

  it('reads a rural municipality number as part of its name, not as a postal code', () => {
    expect(parsePlaceQuery('Corman Park No. 344')).toEqual({
      kind: 'name',
      readings: [{ name: 'corman park no 344' }],
    });
    expect(parsePlaceQuery('RM of Corman Park No 344, SK')).toMatchObject({
      kind: 'name',
      readings: [{ name: 'rm of corman park no 344', region: { code: 'SK' } }],
    });
    expect(parsePlaceQuery('No. 344 S7K')).toEqual({ kind: 'none' });
  });
});
