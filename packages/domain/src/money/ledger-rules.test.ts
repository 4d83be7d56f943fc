import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  assertBalanced,
  completionEntries,
  ledgerEventKeys,
  payoutDueAt,
  payoutEntries,
  prepaymentEntries,
  refundEntries,
  splitEscrow,
  subscriptionEntries,
} from './ledger-rules';

const sum = (entries: { amountCents: number }[]) => entries.reduce((total, entry) => total + entry.amountCents, 0);
const cents = fc.integer({ min: 1, max: 50_000_000 });

describe('assertBalanced', () => {
  it('accepts entries that sum to zero', () => {
    expect(() => assertBalanced(prepaymentEntries({ haulId: 'h', amountCadCents: 100 }))).not.toThrow();
  });

  it.each([
    ['an unbalanced pair', [5, -4]],
    ['no entries', []],
    ['a zero entry', [0, 0]],
    ['fractional cents', [0.5, -0.5]],
  ])('refuses %s', (_name, amounts) => {
    const entries = amounts.map((amountCents) => ({
      account: { kind: 'haul_escrow', ownerId: 'h' } as const,
      amountCents,
    }));
    expect(() => assertBalanced(entries)).toThrow(RangeError);
  });
});

describe('splitEscrow', () => {
  it('gives the driver the transport rate and the platform the rest', () => {
    expect(splitEscrow({ escrowCents: 100_000, transportRateCents: 80_000 })).toEqual({
      payableCents: 80_000,
      revenueCents: 20_000,
    });
  });

  it('never pays the driver more than escrow holds', () => {
    expect(splitEscrow({ escrowCents: 500, transportRateCents: 800 })).toEqual({ payableCents: 500, revenueCents: 0 });
  });

  it('refuses negative or fractional amounts', () => {
    expect(() => splitEscrow({ escrowCents: -1, transportRateCents: 0 })).toThrow(RangeError);
    expect(() => splitEscrow({ escrowCents: 10, transportRateCents: 1.5 })).toThrow(RangeError);
  });

  it('splits every escrow into two non-negative parts that add up to it', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (escrowCents, transportRateCents) => {
        const split = splitEscrow({ escrowCents, transportRateCents });
        expect(split.payableCents + split.revenueCents).toBe(escrowCents);
        expect(split.payableCents).toBeGreaterThanOrEqual(0);
        expect(split.revenueCents).toBeGreaterThanOrEqual(0);
        expect(split.payableCents).toBeLessThanOrEqual(transportRateCents);
      }),
    );
  });
});

describe('entries of each event', () => {
  it('balance for every positive amount', () => {
    fc.assert(
      fc.property(cents, fc.nat(50_000_000), (amount, rate) => {
        const split = splitEscrow({ escrowCents: amount, transportRateCents: rate });
        for (const entries of [
          prepaymentEntries({ haulId: 'h', amountCadCents: amount }),
          completionEntries({ haulId: 'h', driverUserId: 'd', split }),
          refundEntries({ haulId: 'h', amountCents: amount }),
          payoutEntries({ driverUserId: 'd', amountCents: amount }),
          subscriptionEntries({ amountCadCents: amount }),
        ]) {
          expect(sum(entries)).toBe(0);
          expect(() => assertBalanced(entries)).not.toThrow();
        }
      }),
    );
  });

  it('moves a prepayment from the gateway into the haul escrow', () => {
    expect(prepaymentEntries({ haulId: 'h1', amountCadCents: 250 })).toEqual([
      { account: { kind: 'gateway_clearing', ownerId: null }, amountCents: -250 },
      { account: { kind: 'haul_escrow', ownerId: 'h1' }, amountCents: 250 },
    ]);
  });

  it('leaves out a zero revenue part on completion', () => {
    const entries = completionEntries({
      haulId: 'h1',
      driverUserId: 'd1',
      split: { payableCents: 90, revenueCents: 0 },
    });
    expect(entries).toEqual([
      { account: { kind: 'haul_escrow', ownerId: 'h1' }, amountCents: -90 },
      { account: { kind: 'driver_payable', ownerId: 'd1' }, amountCents: 90 },
    ]);
  });

  it('holds the tax on a prepayment in the haul’s tax account, apart from the escrow the driver is paid from', () => {
    expect(prepaymentEntries({ haulId: 'h1', amountCadCents: 68_900, taxCadCents: 3_445 })).toEqual([
      { account: { kind: 'gateway_clearing', ownerId: null }, amountCents: -72_345 },
      { account: { kind: 'haul_escrow', ownerId: 'h1' }, amountCents: 68_900 },
      { account: { kind: 'haul_tax', ownerId: 'h1' }, amountCents: 3_445 },
    ]);
  });

  it('makes the held tax payable to the tax authorities on delivery, none of it to the driver', () => {
    const entries = completionEntries({
      haulId: 'h1',
      driverUserId: 'd1',
      split: { payableCents: 60_000, revenueCents: 8_900 },
      taxCents: 3_445,
    });
    expect(entries).toContainEqual({ account: { kind: 'haul_tax', ownerId: 'h1' }, amountCents: -3_445 });
    expect(entries).toContainEqual({ account: { kind: 'sales_tax_payable', ownerId: null }, amountCents: 3_445 });
    expect(entries).toContainEqual({ account: { kind: 'driver_payable', ownerId: 'd1' }, amountCents: 60_000 });
    expect(sum(entries)).toBe(0);
  });

  it('refunds the held tax with the escrow, as one amount back to the card', () => {
    expect(refundEntries({ haulId: 'h1', amountCents: 68_900, taxCents: 3_445 })).toEqual([
      { account: { kind: 'haul_escrow', ownerId: 'h1' }, amountCents: -68_900 },
      { account: { kind: 'haul_tax', ownerId: 'h1' }, amountCents: -3_445 },
      { account: { kind: 'refund_clearing', ownerId: null }, amountCents: 72_345 },
    ]);
  });

  it('balances with any tax beside any amount', () => {
    fc.assert(
      fc.property(cents, fc.nat(10_000_000), fc.nat(50_000_000), (amount, tax, rate) => {
        const split = splitEscrow({ escrowCents: amount, transportRateCents: rate });
        for (const entries of [
          prepaymentEntries({ haulId: 'h', amountCadCents: amount, taxCadCents: tax }),
          completionEntries({ haulId: 'h', driverUserId: 'd', split, taxCents: tax }),
          refundEntries({ haulId: 'h', amountCents: amount, taxCents: tax }),
        ]) {
          expect(() => assertBalanced(entries)).not.toThrow();
        }
      }),
    );
  });

  it('moves a payout from the driver payable to payout clearing', () => {
    expect(payoutEntries({ driverUserId: 'd1', amountCents: 70 })).toEqual([
      { account: { kind: 'driver_payable', ownerId: 'd1' }, amountCents: -70 },
      { account: { kind: 'payout_clearing', ownerId: null }, amountCents: 70 },
    ]);
  });

  it('moves a plan payment from the gateway straight to platform revenue', () => {
    expect(subscriptionEntries({ amountCadCents: 9_900 })).toEqual([
      { account: { kind: 'gateway_clearing', ownerId: null }, amountCents: -9_900 },
      { account: { kind: 'platform_revenue', ownerId: null }, amountCents: 9_900 },
    ]);
  });

  it.each([0, -5, 1.25])('refuses to move %f cents', (amount) => {
    expect(() => refundEntries({ haulId: 'h', amountCents: amount })).toThrow(RangeError);
    expect(() => prepaymentEntries({ haulId: 'h', amountCadCents: amount })).toThrow(RangeError);
    expect(() => refundEntries({ haulId: 'h', amountCents: 0, taxCents: amount })).toThrow(RangeError);
    expect(() => payoutEntries({ driverUserId: 'd', amountCents: amount })).toThrow(RangeError);
    expect(() => subscriptionEntries({ amountCadCents: amount })).toThrow(RangeError);
  });
});

describe('event keys and due dates', () => {
  it('names one key per event', () => {
    expect(ledgerEventKeys.prepayment('p1')).toBe('prepayment:p1');
    expect(ledgerEventKeys.completion('h1')).toBe('completion:h1');
    expect(ledgerEventKeys.refund('h1', 2)).toBe('refund:h1:2');
    expect(ledgerEventKeys.payout('o1')).toBe('payout:o1');
    expect(ledgerEventKeys.subscription('p1')).toBe('subscription:p1');
  });

  it('makes a payout due whole days after delivery', () => {
    expect(payoutDueAt(new Date('2026-06-10T15:00:00Z'), 7).toISOString()).toBe('2026-06-17T15:00:00.000Z');
  });
});
