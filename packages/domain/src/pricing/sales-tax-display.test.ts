import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertFromCad } from '../money/convert-currency';
import { convertTaxedPriceFromCad } from './sales-tax-display';

const USD = { currency: 'usd', cadPerUnit: '1.3650', asOf: '2026-11-20' } as const;
const CAD = { currency: 'cad', cadPerUnit: '1', asOf: '2026-11-20' } as const;

describe('convertTaxedPriceFromCad', () => {
  it('keeps CAD amounts as they are', () => {
    const taxed = convertTaxedPriceFromCad({
      freightCadCents: 100_000,
      taxLines: [{ amountCents: 5000 }, { amountCents: 9975 }],
      rate: CAD,
    });
    expect(taxed.freight.amountCents).toBe(100_000);
    expect(taxed.taxes.map((tax) => tax.amountCents)).toEqual([5000, 9975]);
    expect(taxed.total).toEqual({ amountCents: 114_975, currency: 'cad' });
  });

  it('converts to USD with lines that add up to the converted total the card is charged', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10_000_000 }),
        fc.array(fc.integer({ min: 0, max: 2_000_000 }), { maxLength: 2 }),
        (freightCadCents, taxes) => {
          const taxed = convertTaxedPriceFromCad({
            freightCadCents,
            taxLines: taxes.map((amountCents) => ({ amountCents })),
            rate: USD,
          });
          const shown = taxed.freight.amountCents + taxed.taxes.reduce((sum, tax) => sum + tax.amountCents, 0);
          const wholeCad = freightCadCents + taxes.reduce((sum, tax) => sum + tax, 0);
          expect(shown).toBe(taxed.total.amountCents);
          expect(taxed.total).toEqual(convertFromCad(wholeCad, USD));
        },
      ),
    );
  });

  it('gives each USD tax line within a cent of its own conversion', () => {
    const taxed = convertTaxedPriceFromCad({ freightCadCents: 68_885, taxLines: [{ amountCents: 3444 }], rate: USD });
    // 688.85 / 1.365 = 504.65; 723.29 / 1.365 = 529.88; the GST line is their difference, 25.23.
    expect(taxed.freight).toEqual({ amountCents: 50_465, currency: 'usd' });
    expect(taxed.taxes).toEqual([{ amountCents: 2523, currency: 'usd' }]);
    const [gst] = taxed.taxes;
    expect(Math.abs((gst?.amountCents ?? Number.NaN) - convertFromCad(3444, USD).amountCents)).toBeLessThanOrEqual(1);
  });
});
