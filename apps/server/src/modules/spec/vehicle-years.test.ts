import { describe, expect, it } from 'vitest';
import { yearSpanOf, yearsOutside } from './vehicle-years';

describe('yearSpanOf', () => {
  it.each([
    ['Ford F-150 2015-2020 (13th gen)', { from: 2015, to: 2020 }],
    ['Ford F-150 2015–2020', { from: 2015, to: 2020 }],
    ['McCormick-Deering 15-30 (1921-28)', { from: 1921, to: 1928 }],
    ['Yamaha WaveRunner FX140 personal watercraft (hull F1B, c. 2002-2004), without trailer', { from: 2002, to: 2004 }],
    ['2022 Honda Civic Sedan', { from: 2022, to: 2022 }],
  ])('reads the years of %j', (name, span) => {
    expect(yearSpanOf(name)).toEqual(span);
  });

  it('finds no year in a model number or a name without one', () => {
    expect(yearSpanOf('John Deere 8R 370')).toBeUndefined();
    expect(yearSpanOf('Bourgault 91300 air cart')).toBeUndefined();
  });
});

describe('yearsOutside', () => {
  it('is 0 inside the span and the distance outside it', () => {
    const span = { from: 2015, to: 2020 };
    expect([2015, 2019, 2020, 2014, 2023].map((year) => yearsOutside(span, year))).toEqual([0, 0, 0, 1, 3]);
  });
});
