import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { creditedTaxLines, isWithinDisputeWindow, splitDisputeRefund } from './dispute-rules';

describe('isWithinDisputeWindow', () => {
  const deliveredAt = new Date('2026-06-01T12:00:00Z');
  it('accepts a report up to the window’s last instant and refuses one a millisecond later', () => {
    expect(isWithinDisputeWindow({ deliveredAt, windowHours: 72, now: new Date('2026-06-04T12:00:00Z') })).toBe(true);
    expect(isWithinDisputeWindow({ deliveredAt, windowHours: 72, now: new Date('2026-06-04T12:00:00.001Z') })).toBe(
      false,
    );
  });
});

describe('splitDisputeRefund', () => {
  const money = { payoutCents: 80_000, feeCents: 20_000, taxCents: 5_000 };

  it('takes a full refund back from the payout, the fee and the tax exactly', () => {
    expect(splitDisputeRefund(money, 100_000)).toEqual({
      freightCents: 100_000,
      fromPayoutCents: 80_000,
      fromFeeCents: 20_000,
      taxCents: 5_000,
      totalCents: 105_000,
    });
  });

  it('takes a partial refund from payout and fee in the completion’s proportion, with its share of tax', () => {
    expect(splitDisputeRefund(money, 25_000)).toEqual({
      freightCents: 25_000,
      fromPayoutCents: 20_000,
      fromFeeCents: 5_000,
      taxCents: 1_250,
      totalCents: 26_250,
    });
  });

  it('refuses nothing, more than the freight and fractions', () => {
    expect(() => splitDisputeRefund(money, 0)).toThrow(RangeError);
    expect(() => splitDisputeRefund(money, 100_001)).toThrow(RangeError);
    expect(() => splitDisputeRefund(money, 10.5)).toThrow(RangeError);
  });

  it('never takes more than the payout or the fee held, and the parts sum to the refund', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 5_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (payoutCents, feeCents, taxCents, share) => {
          fc.pre(payoutCents + feeCents > 0);
          const freight = Math.max(1, Math.round((payoutCents + feeCents) * share));
          const split = splitDisputeRefund({ payoutCents, feeCents, taxCents }, freight);
          expect(split.fromPayoutCents + split.fromFeeCents).toBe(freight);
          expect(split.fromPayoutCents).toBeGreaterThanOrEqual(0);
          expect(split.fromPayoutCents).toBeLessThanOrEqual(payoutCents);
          expect(split.fromFeeCents).toBeGreaterThanOrEqual(0);
          expect(split.fromFeeCents).toBeLessThanOrEqual(feeCents);
          expect(split.taxCents).toBeLessThanOrEqual(taxCents);
        },
      ),
    );
  });
});

describe('creditedTaxLines', () => {
  it('credits each invoice tax line in proportion and the lines add up to the tax refunded', () => {
    const lines = [
      { code: 'gst', amountCents: 500 },
      { code: 'qst', amountCents: 998 },
    ];
    const credited = creditedTaxLines(lines, 333);
    expect(credited.reduce((sum, line) => sum + line.amountCents, 0)).toBe(333);
    expect(credited.map((line) => line.code)).toEqual(['gst', 'qst']);
    expect(credited[0]?.amountCents).toBe(111);
  });

  it('gives no lines for an untaxed invoice', () => {
    expect(creditedTaxLines([], 0)).toEqual([]);
  });
});
