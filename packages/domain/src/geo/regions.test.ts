import { describe, expect, it } from 'vitest';
import { CANADIAN_ADMIN1_TO_REGION, findRegionByCode, matchRegion, REGIONS } from './regions';

describe('regions', () => {
  it('covers the 13 provinces and territories, the 50 states and DC, with unique codes', () => {
    expect(REGIONS.filter((region) => region.country === 'CAN')).toHaveLength(13);
    expect(REGIONS.filter((region) => region.country === 'USA')).toHaveLength(51);
    expect(new Set(REGIONS.map((region) => region.code)).size).toBe(REGIONS.length);
  });

  it('maps every GeoNames Canadian admin1 code to a Canadian region', () => {
    expect(Object.keys(CANADIAN_ADMIN1_TO_REGION)).toHaveLength(13);
    for (const code of Object.values(CANADIAN_ADMIN1_TO_REGION)) expect(findRegionByCode(code)?.country).toBe('CAN');
    expect(CANADIAN_ADMIN1_TO_REGION['11']).toBe('SK');
  });

  it.each([
    ['sk', 'SK'],
    ['Québec', 'QC'],
    ['sask', 'SK'],
    ['Montana', 'MT'],
    ['new', undefined],
    ['xx', undefined],
  ])('matchRegion(%j) -> %s', (text, code) => {
    expect(matchRegion(text)?.code).toBe(code);
  });
});
