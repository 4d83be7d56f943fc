import type { HaulMoney } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { moneySummaryOf } from './money-summary';

const base: HaulMoney = {
  paid_cad_cents: 0,
  charged: null,
  escrow_cad_cents: 0,
  tax_held_cad_cents: 0,
  released: false,
  refunded_cad_cents: 0,
  payout: null,
  transactions: [],
};

describe('moneySummaryOf', () => {
  it('shows a prepaid load as all held in escrow', () => {
    const summary = moneySummaryOf({ ...base, paid_cad_cents: 245_000, escrow_cad_cents: 245_000 });
    expect(summary).toMatchObject({ paidCents: 245_000, heldCents: 245_000, releasedCents: 0, refundedCents: 0 });
    expect(summary.payout).toEqual({ state: 'none' });
  });

  it('counts the sales tax paid with a load as held until delivery, with the freight', () => {
    const summary = moneySummaryOf({
      ...base,
      paid_cad_cents: 257_250,
      escrow_cad_cents: 245_000,
      tax_held_cad_cents: 12_250,
    });
    expect(summary).toMatchObject({ paidCents: 257_250, heldCents: 257_250, releasedCents: 0 });
  });

  it('shows a delivered load as released, with the payout scheduled', () => {
    const summary = moneySummaryOf({
      ...base,
      paid_cad_cents: 245_000,
      released: true,
      payout: { status: 'scheduled', due_at: '2026-11-30T12:00:00Z', paid_at: null, amount: 180_000, failure: null },
    });
    expect(summary).toMatchObject({ heldCents: 0, releasedCents: 245_000 });
    expect(summary.payout).toEqual({ state: 'scheduled', dueAt: '2026-11-30T12:00:00Z', amountCents: 180_000 });
  });

  it('shows a paid payout with the day it was paid', () => {
    const summary = moneySummaryOf({
      ...base,
      paid_cad_cents: 100_00,
      released: true,
      payout: {
        status: 'paid',
        due_at: '2026-11-30T12:00:00Z',
        paid_at: '2026-11-29T09:00:00Z',
        amount: 80_00,
        failure: null,
      },
    });
    expect(summary.payout).toEqual({ state: 'paid', paidAt: '2026-11-29T09:00:00Z', amountCents: 80_00 });
  });

  it('shows a cancelled load as refunded, nothing released', () => {
    const summary = moneySummaryOf({ ...base, paid_cad_cents: 245_000, refunded_cad_cents: 245_000 });
    expect(summary).toMatchObject({ heldCents: 0, releasedCents: 0, refundedCents: 245_000 });
  });

  it('keeps a failed payout and its reason for the driver and staff', () => {
    const summary = moneySummaryOf({
      ...base,
      paid_cad_cents: 100_00,
      released: true,
      payout: { status: 'failed', due_at: '2026-11-30T12:00:00Z', paid_at: null, amount: 80_00, failure: 'No bank' },
    });
    expect(summary.payout).toEqual({
      state: 'failed',
      dueAt: '2026-11-30T12:00:00Z',
      amountCents: 80_00,
      failure: 'No bank',
    });
  });

  it('says a payout is on hold while a reported problem waits for staff, not scheduled', () => {
    const summary = moneySummaryOf({
      ...base,
      paid_cad_cents: 100_00,
      released: true,
      payout: { status: 'held', due_at: '2026-11-30T12:00:00Z', paid_at: null, amount: 80_00, failure: null },
    });
    expect(summary.payout).toEqual({ state: 'held', amountCents: 80_00 });
  });

  it('owes the driver nothing once staff refunded the shipper in full', () => {
    const summary = moneySummaryOf({
      ...base,
      paid_cad_cents: 100_00,
      released: true,
      refunded_cad_cents: 100_00,
      payout: { status: 'cancelled', due_at: '2026-11-30T12:00:00Z', paid_at: null, amount: 0, failure: null },
    });
    expect(summary.payout).toEqual({ state: 'cancelled' });
  });
});
