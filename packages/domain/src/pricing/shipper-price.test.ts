import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { convertFromCad } from '../money/convert-currency';
import { shipperPriceInCurrency, shipperPriceOfBid } from './shipper-price';

const USD = { currency: 'usd', cadPerUnit: '1.3835', asOf: '2024-10-21' } as const;
const REGINA = { country: 'CAN', region: 'SK' } as const;
const WINNIPEG = { country: 'CAN', region: 'MB' } as const;
const TORONTO = { country: 'CAN', region: 'ON' } as const;
const FARGO = { country: 'USA', region: 'ND' } as const;
const MONTREAL = { country: 'CAN', region: 'QC' } as const;

const sumOf = (price: ReturnType<typeof shipperPriceInCurrency>) =>
  price.driver.amountCents + price.fee.amountCents + price.taxes.reduce((sum, tax) => sum + tax.amount.amountCents, 0);

describe('shipperPriceOfBid', () => {
  it('adds the 15 % service fee to a CA$720.00 offer: CA$828.00 across the border, no tax', () => {
    const price = shipperPriceOfBid({ bidCadCents: 72_000, origin: REGINA, destination: FARGO, rate: null });
    expect(price).toEqual({
      driver: { amountCents: 72_000, currency: 'cad' },
      fee: { amountCents: 10_800, currency: 'cad' },
      taxes: [],
      total: { amountCents: 82_800, currency: 'cad' },
      totalCad: { amountCents: 82_800, currency: 'cad' },
    });
  });

  it('taxes the driver’s price and the fee together at the destination’s rate', () => {
    const price = shipperPriceOfBid({ bidCadCents: 72_000, origin: WINNIPEG, destination: TORONTO, rate: null });
    expect(price.taxes).toEqual([
      { code: 'hst', region: 'ON', ratePercent: '13', amount: { amountCents: 10_764, currency: 'cad' } },
    ]);
    expect(price.total.amountCents).toBe(93_564);
  });

  it('adds GST and QST within Quebec', () => {
    const price = shipperPriceOfBid({ bidCadCents: 10_000, origin: MONTREAL, destination: MONTREAL, rate: null });
    expect(price.taxes.map((tax) => [tax.code, tax.ratePercent, tax.amount.amountCents])).toEqual([
      ['gst', '5', 575],
      ['qst', '9.975', 1147],
    ]);
    expect(price.totalCad.amountCents).toBe(11_500 + 575 + 1147);
  });

  it('shows a USD shipper the US$ amount their card is charged: CA$828.00 is US$598.48 at 1.3835', () => {
    const price = shipperPriceOfBid({ bidCadCents: 72_000, origin: REGINA, destination: FARGO, rate: USD });
    expect(price.total).toEqual({ amountCents: 59_848, currency: 'usd' });
    expect(price.total).toEqual(convertFromCad(82_800, USD));
    expect(price.totalCad).toEqual({ amountCents: 82_800, currency: 'cad' });
    expect(price.driver).toEqual(convertFromCad(72_000, USD));
  });

  it('refuses an offer that is not a positive whole number of cents', () => {
    expect(() => shipperPriceOfBid({ bidCadCents: 0, origin: REGINA, destination: FARGO, rate: null })).toThrow(
      RangeError,
    );
  });
});

describe('shipperPriceInCurrency', () => {
  it('refuses a shipper rate below the driver’s price', () => {
    expect(() =>
      shipperPriceInCurrency({ transportRateCadCents: 1000, shipperRateCadCents: 999, taxes: [] }, null),
    ).toThrow(RangeError);
  });

  it('has parts that add up to the total, and a total that is the payment’s one conversion of the whole', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 5_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 1_000_000 }), { maxLength: 2 }),
        fc.constantFrom(USD, { currency: 'jpy', cadPerUnit: '0.0093', asOf: '2024-10-21' } as const, null),
        (transport, fee, taxCents, rate) => {
          const taxes = taxCents.map((amountCents) => ({
            code: 'gst' as const,
            region: 'MB',
            ratePercent: '5',
            amountCents,
          }));
          const cadTotal = transport + fee + taxCents.reduce((sum, cents) => sum + cents, 0);
          const price = shipperPriceInCurrency(
            { transportRateCadCents: transport, shipperRateCadCents: transport + fee, taxes },
            rate,
          );
          expect(sumOf(price)).toBe(price.total.amountCents);
          expect(price.total.amountCents).toBe(rate ? convertFromCad(cadTotal, rate).amountCents : cadTotal);
          expect(price.totalCad.amountCents).toBe(cadTotal);
          expect(price.fee.amountCents).toBeGreaterThanOrEqual(0);
        },
      ),
    );
  });
});
