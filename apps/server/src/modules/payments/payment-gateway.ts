import type { CurrencyCode } from '@freight/domain';

/** What pays: the card fields as typed (sandbox), or a token the provider's own browser form made (Stripe.js). */
export type PaymentSource = { pan: string; expdate: string; cvc: string } | { paymentMethod: string };

export type ChargeRequest = {
  /**
   * One key per payment attempt, kept by the gateway: asking again with the same key never charges again, it gives
   * the first answer. We use our payments row id, so a retry after a crash reuses it.
   */
  idempotencyKey: string;
  /** In the currency's minor unit (cents; yen have none). */
  amountMinor: number;
  currency: CurrencyCode;
  source: PaymentSource;
  /** Shown on the provider's dashboard; never card data. */
  description: string;
};

export type ChargeSucceeded = { kind: 'succeeded'; reference: string; brand: string | null; last4: string | null };

/**
 * A gateway's answer. `declined` carries the card company's words (spec 8 shows them); `no_response` means we do not
 * know whether money moved (a timeout, a dropped connection, a 5xx), so the payment stays pending until asked again.
 */
export type ChargeOutcome = ChargeSucceeded | { kind: 'declined'; message: string } | { kind: 'no_response' };

type RefundRequest = {
  /**
   * One key per refund of one payment (`refund:<paymentId>:<ledger event>`): asking again with it never refunds
   * again, it gives the first answer, so a retry after a timeout or a crash is safe.
   */
  idempotencyKey: string;
  /** The charge's gateway reference (payments.gateway_reference). */
  reference: string;
  /** In the charged currency's minor unit; never more than was charged. */
  amountMinor: number;
  currency: CurrencyCode;
};

/**
 * `refunded` carries the gateway's refund reference; `failed` its words (the refund was refused: it stays owed and is
 * asked again later, and staff see it in the log); `no_response` means we do not know, so it is asked again.
 */
export type RefundOutcome =
  | { kind: 'refunded'; reference: string }
  | { kind: 'failed'; message: string }
  | { kind: 'no_response' };

export type PaymentGateway = {
  readonly name: 'sandbox' | 'stripe';
  charge(request: ChargeRequest): Promise<ChargeOutcome>;
  /** Sends (part of) a charge back to the card it came from. */
  refund(request: RefundRequest): Promise<RefundOutcome>;
  /** Whether the gateway charged under this key (a payment left pending by a crash or a timeout is settled by it). */
  findCharge(idempotencyKey: string): Promise<ChargeSucceeded | { kind: 'not_charged' } | { kind: 'no_response' }>;
};

/** The last four digits of a card number, the only part of it we keep (and show on the transaction record). */
export const last4Of = (pan: string): string => pan.slice(-4);
