import { describe, expect, it } from 'vitest';
import { isRuralFsa, parsePostalQuery, provinceOfFsa } from './postal-code';

describe('parsePostalQuery', () => {
  it.each([
    ['59101', { kind: 'zip', zip: '59101', code: null }],
    ['59101-1234', { kind: 'zip', zip: '59101', code: '59101-1234' }],
    ['591011234', { kind: 'zip', zip: '59101', code: '59101-1234' }],
    [' 591 ', { kind: 'zip_prefix', prefix: '591' }],
    ['5910', { kind: 'zip_prefix', prefix: '5910' }],
    ['S7K', { kind: 'fsa', fsa: 'S7K', code: null }],
    ['s7k 1a1', { kind: 'fsa', fsa: 'S7K', code: 'S7K 1A1' }],
    ['S0L2V0', { kind: 'fsa', fsa: 'S0L', code: 'S0L 2V0' }],
  ])('%s', (input, expected) => {
    expect(parsePostalQuery(input)).toEqual(expected);
  });

  it.each(['59', '591011', 'D7K', 'W1A', 'S7K 1A', '123 Main St', ''])('refuses %j', (input) => {
    expect(parsePostalQuery(input)).toBeNull();
  });
});

describe('provinceOfFsa', () => {
  it.each([
    ['S7K', 'SK'],
    ['t1j', 'AB'],
    ['A1C', 'NL'],
    ['H2X', 'QC'],
    ['X0A', 'NU'],
    ['X1A', 'NT'],
    ['Y1A', 'YT'],
    ['59101', undefined],
    ['D7K', undefined],
  ])('%s -> %s', (fsa, province) => {
    expect(provinceOfFsa(fsa)).toBe(province);
  });
});

describe('isRuralFsa', () => {
  it('tells rural areas (a 0 as their digit) from urban ones', () => {
    expect(['S0L', 'T0J', 'R0M'].map(isRuralFsa)).toEqual([true, true, true]);
    expect(['S7K', 'T2P', 'R3C'].map(isRuralFsa)).toEqual([false, false, false]);
  });
});
