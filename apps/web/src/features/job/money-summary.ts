import type { HaulMoney } from '@freight/domain';

/** The lines of the Money panel, in CAD cents (the ledger's currency), and where the driver's payout stands. */
export type MoneySummary = {
  paidCents: number;
  heldCents: number;
  releasedCents: number;
  refundedCents: number;
  payout:
    | { state: 'none' }
    | { state: 'scheduled'; dueAt: string; amountCents: number }
    | { state: 'paid'; paidAt: string; amountCents: number }
    | { state: 'failed'; dueAt: string; amountCents: number; failure: string | null }
    /** A reported problem holds it until staff decide (modules/disputes); the job's problem panel says more. */
    | { state: 'held'; amountCents: number }
    /** Staff refunded the shipper in full, so nothing is owed to the driver. */
    | { state: 'cancelled' };
};

const payoutStateOf = (payout: HaulMoney['payout']): MoneySummary['payout'] => {
  if (!payout) return { state: 'none' };
  if (payout.status === 'paid' && payout.paid_at) {
    return { state: 'paid', paidAt: payout.paid_at, amountCents: payout.amount };
  }
  if (payout.status === 'failed') {
    return { state: 'failed', dueAt: payout.due_at, amountCents: payout.amount, failure: payout.failure };
  }
  if (payout.status === 'held') return { state: 'held', amountCents: payout.amount };
  if (payout.status === 'cancelled') return { state: 'cancelled' };
  return { state: 'scheduled', dueAt: payout.due_at, amountCents: payout.amount };
};

/**
 * Reads `GET /haul/{id}/money/` for the panel. What delivery released is what left escrow on completion: paid, less
 * what is still held and what was refunded (the ledger never lets those exceed what was paid; clamped at 0 anyway, so
 * a view caught between two reads never shows a negative amount).
 */
export const moneySummaryOf = (money: HaulMoney): MoneySummary => {
  // Held is all the shipper's money still waiting on delivery: the freight in escrow and the sales tax beside it.
  const heldCents = money.escrow_cad_cents + money.tax_held_cad_cents;
  const releasedCents = money.released ? Math.max(0, money.paid_cad_cents - heldCents - money.refunded_cad_cents) : 0;
  const { payout } = money;
  return {
    paidCents: money.paid_cad_cents,
    heldCents,
    releasedCents,
    refundedCents: money.refunded_cad_cents,
    payout: payoutStateOf(payout),
  };
};
