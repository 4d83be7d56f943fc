import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { applyBoost } from './boost';
import { priceQuote } from './price-quote';

const priced = priceQuote({
  distanceKm: 620,
  durationS: 22_000,
  load: { lengthM: 5.1, widthM: 2.55, heightM: 3.05, weightKg: 6_900 },
  loadType: 'machinery',
  category: null,
  regions: [],
  originCountry: 'CAN',
  destinationCountry: 'CAN',
  readyAt: null,
  now: new Date('2026-06-01T00:00:00Z'),
});
if (priced.outcome !== 'rate') throw new Error('the fixture must be priced');

describe('applyBoost', () => {
  it('adds 30 % to what the driver earns, as a line of its own, with the fee following', () => {
    const boosted = applyBoost(priced.lines, 30);
    expect(boosted.transportRateCents).toBe(Math.ceil((priced.transportRateCents * 1.3) / 100) * 100);
    expect(boosted.lines.map((line) => line.code)).toContain('boost');
    expect(boosted.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(boosted.shipperRateCents);
  });

  it('replaces an earlier boost instead of compounding, and 0 takes it away', () => {
    const once = applyBoost(priced.lines, 30);
    expect(applyBoost(once.lines, 30)).toEqual(once);
    const none = applyBoost(once.lines, 0);
    expect(none.transportRateCents).toBe(priced.transportRateCents);
    expect(none.shipperRateCents).toBe(priced.shipperRateCents);
  });

  it('never lowers the price and always adds up, whatever the boost', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), (percent) => {
        const boosted = applyBoost(priced.lines, percent);
        expect(boosted.shipperRateCents).toBeGreaterThanOrEqual(priced.shipperRateCents);
        expect(boosted.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(boosted.shipperRateCents);
      }),
    );
  });
});
