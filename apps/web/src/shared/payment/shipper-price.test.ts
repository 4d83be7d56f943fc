import { convertFromCad, type Haul } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { shipperPriceOfHaul, shipperPriceOfOffer } from './shipper-price';

const USD = { currency: 'usd', cadPerUnit: '1.3835', asOf: '2024-10-21' } as const;

const quoteOf = (taxes: Haul['quote']['taxes']): Haul['quote'] => ({
  outcome: 'rate',
  size_class: 'light',
  lines: [],
  reasons: [],
  notes: [],
  quoted_at: '2026-11-20T00:00:00Z',
  tax_treatment: taxes.length > 0 ? 'taxable' : 'zero_rated_international',
  taxes,
});

/** A CA$720.00 driver's price with the 15 % fee (CA$828.00), to Winnipeg: GST 5 % of CA$828.00 is CA$41.40. */
const TO_WINNIPEG = {
  transport_rate: { amountCents: 72_000, currency: 'cad' },
  shipper_rate: { amountCents: 82_800, currency: 'cad' },
  quote: quoteOf([{ code: 'gst', region: 'MB', rate_percent: '5', amountCents: 4140 }]),
} as const satisfies Pick<Haul, 'shipper_rate' | 'transport_rate' | 'quote'>;

const place = (region: string, country: 'CAN' | 'USA') => ({ region, country }) as Haul['origin'];

describe('shipperPriceOfHaul', () => {
  it('shows a CAD shipper the driver’s price, the service fee, the GST and the total in CA$', () => {
    expect(shipperPriceOfHaul(TO_WINNIPEG, null)).toEqual({
      driver: { amountCents: 72_000, currency: 'cad' },
      fee: { amountCents: 10_800, currency: 'cad' },
      taxes: [{ code: 'gst', region: 'MB', ratePercent: '5', amount: { amountCents: 4140, currency: 'cad' } }],
      total: { amountCents: 86_940, currency: 'cad' },
      totalCad: { amountCents: 86_940, currency: 'cad' },
    });
  });

  it('shows a USD shipper the total the payment charges: the whole CAD price converted once', () => {
    const price = shipperPriceOfHaul(TO_WINNIPEG, USD);
    expect(price?.total).toEqual(convertFromCad(86_940, USD));
    expect(price?.totalCad).toEqual({ amountCents: 86_940, currency: 'cad' });
  });

  it('has no price for a load open to offers', () => {
    expect(shipperPriceOfHaul({ ...TO_WINNIPEG, shipper_rate: null, transport_rate: null }, null)).toBeNull();
  });
});

describe('shipperPriceOfOffer', () => {
  it('says what a CA$720.00 offer costs the shipper in all: CA$828.00 across the border, US$598.48', () => {
    const haul = { origin: place('SK', 'CAN'), destination: place('ND', 'USA') };
    const offer = { amount: { amountCents: 72_000, currency: 'cad' } } as const;
    expect(shipperPriceOfOffer(haul, offer, null)?.total).toEqual({ amountCents: 82_800, currency: 'cad' });
    expect(shipperPriceOfOffer(haul, offer, USD)?.total).toEqual({ amountCents: 59_848, currency: 'usd' });
  });

  it('adds the tax of the load’s destination to an offer within Canada', () => {
    const haul = { origin: place('MB', 'CAN'), destination: place('ON', 'CAN') };
    const price = shipperPriceOfOffer(haul, { amount: { amountCents: 72_000, currency: 'cad' } }, null);
    expect(price?.taxes.map((tax) => tax.code)).toEqual(['hst']);
    expect(price?.total.amountCents).toBe(82_800 + 10_764);
  });
});
