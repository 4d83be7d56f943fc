import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatRatePercent, salesTaxOnFreight, salesTaxTotalCents, type TaxPlace } from './sales-tax';
import { FEDERAL_RATES } from './sales-tax-rates';

const ca = (region: string): TaxPlace => ({ country: 'CAN', region });
const us = (region: string): TaxPlace => ({ country: 'USA', region });

const taxOn = (amountCents: number, origin: TaxPlace, destination: TaxPlace) =>
  salesTaxOnFreight({ amountCents, origin, destination });

describe('salesTaxOnFreight', () => {
  it('charges GST on a load within a non-participating province (Saskatoon -> Regina)', () => {
    expect(taxOn(68_885, ca('SK'), ca('SK'))).toEqual({
      treatment: 'taxable',
      // 688.85 x 5 % = 34.4425 -> 34.44
      lines: [{ code: 'gst', region: 'SK', rateMilliPercent: 5000, amountCents: 3444 }],
    });
  });

  it('charges HST on a load within a participating province (Toronto -> Ottawa)', () => {
    expect(taxOn(100_000, ca('ON'), ca('ON')).lines).toEqual([
      { code: 'hst', region: 'ON', rateMilliPercent: 13000, amountCents: 13_000 },
    ]);
  });

  it("taxes an inter-provincial load at the destination province's rate, not the origin's", () => {
    // CRA's own example: Manitoba -> Ontario is HST in Ontario.
    expect(taxOn(100_000, ca('MB'), ca('ON')).lines).toEqual([
      { code: 'hst', region: 'ON', rateMilliPercent: 13000, amountCents: 13_000 },
    ]);
    expect(taxOn(100_000, ca('ON'), ca('MB')).lines).toEqual([
      { code: 'gst', region: 'MB', rateMilliPercent: 5000, amountCents: 5000 },
    ]);
    expect(taxOn(100_000, ca('SK'), ca('NS')).lines[0]?.amountCents).toBe(14_000);
  });

  it('charges GST and QST on a load from Quebec to Quebec, the QST on the price without the GST', () => {
    expect(taxOn(100_000, ca('QC'), ca('QC')).lines).toEqual([
      { code: 'gst', region: 'QC', rateMilliPercent: 5000, amountCents: 5000 },
      { code: 'qst', region: 'QC', rateMilliPercent: 9975, amountCents: 9975 },
    ]);
  });

  it('charges GST but no QST on a load into Quebec from another province', () => {
    expect(taxOn(100_000, ca('ON'), ca('QC')).lines).toEqual([
      { code: 'gst', region: 'QC', rateMilliPercent: 5000, amountCents: 5000 },
    ]);
  });

  it('charges no QST on a load out of Quebec, only the destination province tax', () => {
    expect(taxOn(100_000, ca('QC'), ca('NB')).lines).toEqual([
      { code: 'hst', region: 'NB', rateMilliPercent: 15000, amountCents: 15_000 },
    ]);
  });

  it('zero-rates a load from Canada to the United States', () => {
    expect(taxOn(250_000, ca('MB'), us('ND'))).toEqual({ treatment: 'zero_rated_international', lines: [] });
  });

  it('zero-rates a load from the United States into Canada', () => {
    expect(taxOn(250_000, us('MN'), ca('SK'))).toEqual({ treatment: 'zero_rated_international', lines: [] });
  });

  it('charges no Canadian tax on a load that never enters Canada', () => {
    expect(taxOn(250_000, us('ND'), us('MN'))).toEqual({ treatment: 'outside_canada', lines: [] });
  });

  it('refuses to guess a rate when a Canadian province is unknown', () => {
    expect(taxOn(100_000, ca('SK'), { country: 'CAN', region: null })).toEqual({
      treatment: 'undetermined',
      lines: [],
    });
    expect(taxOn(100_000, { country: 'CAN', region: null }, ca('QC')).treatment).toBe('undetermined');
  });

  it('rounds half a cent up, as Revenu Québec counts fractions of a cent', () => {
    // 0.10 x 5 % = 0.005 -> 0.01; 0.09 x 5 % = 0.0045 -> 0.00
    expect(taxOn(10, ca('AB'), ca('AB')).lines[0]?.amountCents).toBe(1);
    expect(taxOn(9, ca('AB'), ca('AB')).lines[0]?.amountCents).toBe(0);
  });

  it('refuses amounts that are not whole non-negative cents', () => {
    expect(() => taxOn(10.5, ca('AB'), ca('AB'))).toThrow(RangeError);
    expect(() => taxOn(-1, ca('AB'), ca('AB'))).toThrow(RangeError);
  });

  it('never taxes more than 15 % nor less than 5 % of a domestic load, to within a cent per line', () => {
    const provinces = Object.keys(FEDERAL_RATES);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom(...provinces),
        fc.constantFrom(...provinces),
        (amountCents, from, to) => {
          const tax = taxOn(amountCents, ca(from), ca(to));
          const total = salesTaxTotalCents(tax);
          expect(tax.treatment).toBe('taxable');
          expect(total).toBeGreaterThanOrEqual(Math.floor(amountCents * 0.05));
          expect(total).toBeLessThanOrEqual(Math.ceil(amountCents * 0.15) + tax.lines.length);
        },
      ),
    );
  });
});

describe('formatRatePercent', () => {
  it('prints rates as invoices print them, without trailing zeros', () => {
    expect([5000, 13000, 14000, 9975, 12500].map(formatRatePercent)).toEqual(['5', '13', '14', '9.975', '12.5']);
  });
});
