import { describe, expect, it } from 'vitest';
import { normalizePlaceName, placeNameSpellings } from './place-name';

describe('normalizePlaceName', () => {
  it.each([
    ['Montréal', 'montreal'],
    ['St. Albert', 'st albert'],
    ['Notre-Dame-de-Grâce', 'notre dame de grace'],
    ['  SASKATOON ', 'saskatoon'],
    ["Coeur d'Alene", 'coeur d alene'],
    ['Œil', 'oeil'],
  ])('%s -> %s', (input, expected) => {
    expect(normalizePlaceName(input)).toBe(expected);
  });
});

describe('placeNameSpellings', () => {
  it('spells Saint and St both ways, the name itself first', () => {
    expect(placeNameSpellings('st albert')).toEqual(['st albert', 'saint albert']);
    expect(placeNameSpellings('saint jean sur richelieu')).toEqual([
      'saint jean sur richelieu',
      'st jean sur richelieu',
    ]);
    expect(placeNameSpellings('fort st john')).toEqual([
      'fort st john',
      'fort saint john',
      'ft st john',
      'ft saint john',
    ]);
  });

  it('leaves other names alone', () => {
    expect(placeNameSpellings('lethbridge')).toEqual(['lethbridge']);
  });
});
