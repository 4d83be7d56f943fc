import { describe, expect, it } from 'vitest';
import {
  BASE_CURRENCY,
  CURRENCY_CODES,
  CURRENCY_TYPES,
  defaultCurrencyForCountry,
  getMinorDigits,
  parseCurrencyCode,
} from './currencies';
import { CurrencyTypeSchema } from './currency.schema';

describe('currency reference data', () => {
  it('lists every code once, with CAD and USD first', () => {
    expect(new Set(CURRENCY_CODES).size).toBe(CURRENCY_CODES.length);
    expect(CURRENCY_TYPES.map((type) => type.code)).toEqual(CURRENCY_CODES);
    expect(CURRENCY_CODES.slice(0, 2)).toEqual(['cad', 'usd']);
    expect(BASE_CURRENCY).toBe('cad');
  });

  it('holds only valid entries', () => {
    for (const type of CURRENCY_TYPES) expect(CurrencyTypeSchema.parse(type)).toEqual(type);
  });

  it.each([
    ['cad', 2],
    ['usd', 2],
    ['eur', 2],
    ['gbp', 2],
    ['aud', 2],
    ['mxn', 2],
    ['chf', 2],
    ['cny', 2],
    ['inr', 2],
    ['jpy', 0],
    ['krw', 0],
  ] as const)('gives %s %i minor-unit digits as ISO 4217 does', (currency, digits) => {
    expect(getMinorDigits(currency)).toBe(digits);
  });

  it('agrees with Intl on every minor-unit count', () => {
    for (const { code, minorDigits } of CURRENCY_TYPES) {
      const intlDigits = new Intl.NumberFormat('en', { style: 'currency', currency: code.toUpperCase() });
      expect(intlDigits.resolvedOptions().maximumFractionDigits).toBe(minorDigits);
    }
  });
});

describe('parseCurrencyCode', () => {
  it.each([
    ['cad', 'cad'],
    ['USD', 'usd'],
    [' Jpy ', 'jpy'],
    ['xyz', null],
    ['', null],
    [null, null],
  ])('reads %j as %j', (text, expected) => {
    expect(parseCurrencyCode(text)).toBe(expected);
  });
});

describe('defaultCurrencyForCountry', () => {
  it.each([
    ['USA', 'usd'],
    ['US', 'usd'],
    ['us', 'usd'],
    ['CAN', 'cad'],
    ['CA', 'cad'],
    ['GBR', 'cad'],
    ['MEX', 'cad'],
    ['', 'cad'],
    [null, 'cad'],
    [undefined, 'cad'],
  ])('starts a user in %j with %s', (country, expected) => {
    expect(defaultCurrencyForCountry(country)).toBe(expected);
  });
});
