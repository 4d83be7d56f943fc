import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rateFromBid } from './bid-rate';
import { applyBoost } from './boost';
import { PLATFORM_FEE_PERCENT } from './rates-table';

describe('rateFromBid', () => {
  it('makes the offer the transport rate and adds the platform fee on top', () => {
    expect(rateFromBid(1_850_00)).toEqual({
      lines: [
        { code: 'accepted_bid', amountCents: 1_850_00 },
        { code: 'platform_fee', amountCents: 277_50 },
      ],
      transportRateCents: 1_850_00,
      shipperRateCents: 2_127_50,
    });
  });

  it('has lines adding up to the shipper rate, and a fee of the configured percent, for any offer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (amountCents) => {
        const rate = rateFromBid(amountCents);
        expect(rate.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(rate.shipperRateCents);
        // In hundredths of a cent, so the check itself has no float rounding: the fee is off by half a cent at most.
        const feeCents = rate.shipperRateCents - amountCents;
        expect(Math.abs(feeCents * 100 - amountCents * PLATFORM_FEE_PERCENT)).toBeLessThanOrEqual(50);
      }),
    );
  });

  it('can still be boosted afterwards, the boost adding to the offer', () => {
    const boosted = applyBoost(rateFromBid(1_000_00).lines, 30);
    expect(boosted.transportRateCents).toBe(1_300_00);
    expect(boosted.lines.map((line) => line.code)).toEqual(['accepted_bid', 'boost', 'platform_fee']);
  });

  it('refuses amounts that are not whole positive cents', () => {
    expect(() => rateFromBid(0)).toThrow(RangeError);
    expect(() => rateFromBid(12.5)).toThrow(RangeError);
  });
});
