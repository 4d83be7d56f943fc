import type { BankCountry } from '@freight/domain';

/** Where a payout goes: the driver's deposit details on file, checked complete before the rail is asked. */
export type PayoutDestination = {
  country: BankCountry;
  bankInstitution: string;
  bankTransit: string;
  bankAccount: string;
};

type PayoutRequest = {
  /** Our payouts row id: a rail that keeps idempotency keys pays a retried request once. */
  payoutId: string;
  amountCents: number;
  currency: 'cad';
  destination: PayoutDestination;
};

type PayoutOutcome = { kind: 'paid'; reference: string } | { kind: 'refused'; reason: string };

/** A way of sending money to a driver's bank (an EFT/ACH provider); `sandbox` records the payout without moving money. */
export type PayoutRail = {
  readonly name: string;
  pay(request: PayoutRequest): Promise<PayoutOutcome>;
};

/** The default rail: every complete destination is paid, under a reference naming the payout. */
export const sandboxPayoutRail: PayoutRail = {
  name: 'sandbox',
  pay: async ({ payoutId }) => ({ kind: 'paid', reference: `sandbox-payout-${payoutId}` }),
};
