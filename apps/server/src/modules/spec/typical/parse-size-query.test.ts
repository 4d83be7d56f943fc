import { describe, expect, it } from 'vitest';
import { parseSizeQuery } from './parse-size-query';

describe('parseSizeQuery', () => {
  it.each([
    ['40 ft fifth wheel', 'fifth_wheel', 40],
    ["40' 5th wheel", 'fifth_wheel', 40],
    ['5th wheel 38 feet', 'fifth_wheel', 38],
    ['30 ft travel trailer', 'travel_trailer', 30],
    ['travel trailer 9.1 m', 'travel_trailer', 9.1 / 0.3048],
    ['travel trailer 9,1 m', 'travel_trailer', 9.1 / 0.3048],
    ['pontoon 22 ft', 'pontoon', 22],
    ['22 pontoon', 'pontoon', 22],
    ['air cart 950 bu', 'air_cart', 950],
    ['1300 bushel air cart', 'air_cart', 1300],
  ])('reads %j as a %s of size %d', (text, kind, size) => {
    const query = parseSizeQuery(text);
    expect(query?.kind).toBe(kind);
    expect(query?.size).toBeCloseTo(size, 6);
  });

  it('prefers a size with a unit over a year or other bare number', () => {
    expect(parseSizeQuery('2019 travel trailer 26 ft')).toEqual({ kind: 'travel_trailer', size: 26 });
  });

  it('takes only the unit of the kind: bushels for an air cart, a length for a trailer', () => {
    expect(parseSizeQuery('air cart 60 ft 650 bu')).toEqual({ kind: 'air_cart', size: 650 });
    expect(parseSizeQuery('travel trailer 650 bu 30 ft')).toEqual({ kind: 'travel_trailer', size: 30 });
  });

  it('reads no size from model numbers, floorplans or speeds', () => {
    expect(parseSizeQuery('Jayco Jay Flight 174BH travel trailer')).toBeUndefined();
    expect(parseSizeQuery('fifth wheel 12 mph')).toBeUndefined();
    expect(parseSizeQuery('SeedMaster Nova XP-820 air cart')).toBeUndefined();
  });

  it('needs a kind with typical sizes and a size', () => {
    for (const text of ['40 ft', 'fifth wheel', 'ford f150', 'wheel 40 ft', 'travel 30 ft']) {
      expect(parseSizeQuery(text), text).toBeUndefined();
    }
  });
});
