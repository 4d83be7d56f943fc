import { describe, expect, it } from 'vitest';
import { parsePostalQuery, provinceOfFsa } from './postal-code';

describe('parsePostalQuery', () => {
  it.each([
    ['59101', { kind: 'zip', zip: '59101' }],
    ['59101-1234', { kind: 'zip', zip: '59101' }],
    [' 591 ', { kind: 'zip_prefix', prefix: '591' }],
    ['5910', { kind: 'zip_prefix', prefix: '5910' }],
    ['S7K', { kind: 'fsa', fsa: 'S7K' }],
    ['s7k 1a1', { kind: 'fsa', fsa: 'S7K' }],
    ['S7K1A1', { kind: 'fsa', fsa: 'S7K' }],
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
