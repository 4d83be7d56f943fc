import type { CadExchangeRate } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { inReaderCurrency, minRateFromQuery, minRateToQuery, ratePerDistance } from './search-units';

const USD: CadExchangeRate = { currency: 'usd', cadPerUnit: '1.3650', asOf: '2026-11-20' };

describe('rates per distance', () => {
  it('shows CAD per km as it is for a metric reader in CAD', () => {
    expect(ratePerDistance(1.85, { unitSystem: 'metric', rate: null })).toEqual({ amountCents: 185, currency: 'cad' });
  });

  it('turns a rate per km into a rate per mile', () => {
    // 1.85 CAD/km * 1.609344 km/mi = 2.977 CAD/mi
    expect(ratePerDistance(1.85, { unitSystem: 'imp', rate: null })).toEqual({ amountCents: 298, currency: 'cad' });
  });

  it('converts to the reader currency at the dated rate', () => {
    // 2.98 CAD/mi / 1.365 = 2.18 USD/mi
    expect(ratePerDistance(1.85, { unitSystem: 'imp', rate: USD })).toEqual({ amountCents: 218, currency: 'usd' });
  });

  it('converts what a load pays, and leaves non-CAD amounts alone', () => {
    expect(inReaderCurrency({ amountCents: 136_500, currency: 'cad' }, USD)).toEqual({
      amountCents: 100_000,
      currency: 'usd',
    });
    expect(inReaderCurrency({ amountCents: 500, currency: 'usd' }, USD)).toEqual({ amountCents: 500, currency: 'usd' });
  });
});

describe('the minimum rate filter', () => {
  it('is sent per km for a reader typing per km', () => {
    expect(minRateToQuery(1.5, { unitSystem: 'metric', rate: null })).toBe(1.5);
  });

  it('converts miles to kilometres: 2.00 per mile is 1.2427 per km', () => {
    expect(minRateToQuery(2, { unitSystem: 'imp', rate: null })).toBe(1.2427);
  });

  it('converts the reader currency to CAD', () => {
    expect(minRateToQuery(2, { unitSystem: 'metric', rate: USD })).toBe(2.73);
    expect(minRateToQuery(2, { unitSystem: 'imp', rate: USD })).toBe(1.6963);
  });

  it.each([0, 0.5, 1.25, 2, 3.99, 12.5])('reads %s back as typed, per mile in USD and per km in CAD', (amount) => {
    const imperial = { unitSystem: 'imp', rate: USD } as const;
    expect(minRateFromQuery(minRateToQuery(amount, imperial), imperial)).toBe(amount);
    const metric = { unitSystem: 'metric', rate: null } as const;
    expect(minRateFromQuery(minRateToQuery(amount, metric), metric)).toBe(amount);
  });
});
