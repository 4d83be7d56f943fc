import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants/languages';
import { CURRENCY_CODES } from './currencies';
import { formatMoney } from './format-money';

const NNBSP = '\u202f';
const NBSP = '\u00a0';

describe('formatMoney', () => {
  it.each([
    [123_456, 'cad', 'en-us', 'CA$1,234.56'],
    [123_456, 'usd', 'en-us', 'US$1,234.56'],
    [-500, 'usd', 'en-us', '-US$5.00'],
    [59_848, 'usd', 'es', `598,48${NBSP}US$`],
    [100, 'cad', 'en-us', 'CA$1.00'],
    [-500, 'cad', 'en-us', '-CA$5.00'],
    [123_456, 'cad', 'fr', `1${NNBSP}234,56${NBSP}$CA`],
    [123_456, 'usd', 'fr', `1${NNBSP}234,56${NBSP}$US`],
    [123_456, 'eur', 'fr', `1${NNBSP}234,56${NBSP}€`],
    [123_456, 'cad', 'es', `1234,56${NBSP}CAD`],
    [123_456, 'usd', 'ko', 'US$1,234.56'],
    [1235, 'jpy', 'en-us', '¥1,235'],
    [1235, 'krw', 'ko', '₩1,235'],
    [Number.MAX_SAFE_INTEGER, 'cad', 'en-us', 'CA$90,071,992,547,409.91'],
  ] as const)('shows %i minor units of %s in %s as %j', (amountCents, currency, language, expected) => {
    expect(formatMoney({ amountCents, currency }, language)).toBe(expected);
  });

  it('never writes a bare "$" that a reader could take for either dollar', () => {
    for (const language of LANGUAGES) {
      for (const currency of CURRENCY_CODES) {
        const shown = formatMoney({ amountCents: 59_848, currency }, language);
        expect(shown, `${currency} in ${language}`).not.toMatch(/(^|[^A-Z])\$($|[^A-Z])/);
      }
    }
  });

  it('shows every minor-unit digit and nothing more (2 decimals for two-digit currencies)', () => {
    const money = fc.record({
      amountCents: fc.integer({ min: 0, max: 10_000_000_000 }),
      currency: fc.constantFrom(...CURRENCY_CODES),
    });
    fc.assert(
      fc.property(money, fc.constantFrom(...LANGUAGES), (value, language) => {
        const digitsShown = formatMoney(value, language).replace(/[^0-9]/g, '');
        expect(BigInt(digitsShown)).toBe(BigInt(value.amountCents));
      }),
    );
  });
});
