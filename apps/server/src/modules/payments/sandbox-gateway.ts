import { createHash, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import { payments } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import {
  type ChargeOutcome,
  type ChargeSucceeded,
  last4Of,
  type PaymentGateway,
  type RefundOutcome,
} from './payment-gateway';

/** The documented test cards (README.md in this folder); any other valid number is charged successfully. */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  successMastercard: '5555555555554444',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expired: '4000000000000069',
  wrongCvc: '4000000000000127',
  noResponse: '4000000000000309',
  /**
   * Succeeds, slowly: SANDBOX_SLOW_STEP_MS before charging and SANDBOX_SLOW_ANSWER_MS after, so a crash can land
   * mid-payment on either side of the charge.
   */
  slow: '4000000000000408',
} as const;

export const SANDBOX_SLOW_STEP_MS = 1_000;
/** Long enough that a test on a busy machine sees the charge and kills the server before the answer is recorded. */
const SANDBOX_SLOW_ANSWER_MS = 3_000;

const DECLINES: Record<string, string> = {
  [SANDBOX_CARDS.declined]: 'Your card was declined.',
  [SANDBOX_CARDS.insufficientFunds]: 'Your card has insufficient funds.',
  [SANDBOX_CARDS.expired]: 'Your card has expired.',
  [SANDBOX_CARDS.wrongCvc]: "Your card's security code is incorrect.",
};

const brandOf = (pan: string): string => {
  if (/^4/.test(pan)) return 'visa';
  if (/^(5[1-5]|2[2-7])/.test(pan)) return 'mastercard';
  if (/^3[47]/.test(pan)) return 'amex';
  if (/^6/.test(pan)) return 'discover';
  return 'card';
};

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type SandboxOptions = {
  db: Database;
  /** Told of every charge actually made (never of a replayed one), so tests and logs can count charges. */
  onCharge?: (charge: { idempotencyKey: string; reference: string; amountMinor: number }) => void;
  /** Told of every refund actually made (never of a replayed one), like `onCharge`. */
  onRefund?: (refund: {
    idempotencyKey: string;
    reference: string;
    chargeReference: string;
    amountMinor: number;
  }) => void;
  sleep?: (ms: number) => Promise<void>;
};

/** The same key always gets the same refund reference, so a replay after a restart answers as the first call did. */
const refundReferenceOf = (idempotencyKey: string): string =>
  `sbx_re_${createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 24)}`;

/**
 * The default gateway: no network, answers decided by the card number alone, so the same card always gets the same
 * answer. What it charged it keeps on our payments row (the key is that row's id): a charge is the atomic write of
 * `gateway_reference` there, so a second charge under the same key (a retry, a concurrent request, a restart) finds
 * it and replays the first answer instead of charging again. Declines move no money and need no record.
 */
export const createSandboxGateway = ({
  db,
  onCharge,
  onRefund,
  sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
}: SandboxOptions): PaymentGateway => {
  const recorded = async (idempotencyKey: string): Promise<ChargeSucceeded | null> => {
    if (!UUID.test(idempotencyKey)) return null;
    const [row] = await db
      .select({ reference: payments.gatewayReference, brand: payments.cardBrand, last4: payments.cardLast4 })
      .from(payments)
      .where(and(eq(payments.id, idempotencyKey), eq(payments.gateway, 'sandbox')));
    return row?.reference ? { kind: 'succeeded', reference: row.reference, brand: row.brand, last4: row.last4 } : null;
  };
  // The sandbox's own book of refunds, by key: a repeated key replays its answer. It is kept in memory, not read
  // from the database, because refunds are asked while the caller holds a transaction open (on PGlite, one
  // connection, a second query would wait for it forever). The lasting record is ours (the ledger's card_refund
  // transaction, see README.md); after a restart a replayed key gets the same reference again.
  const refunds = new Map<string, RefundOutcome>();
  return {
    name: 'sandbox',
    async charge({ idempotencyKey, amountMinor, source }): Promise<ChargeOutcome> {
      const before = await recorded(idempotencyKey);
      if (before) return before;
      if (!('pan' in source)) return { kind: 'declined', message: 'The sandbox takes card numbers, not tokens.' };
      const { pan } = source;
      if (pan === SANDBOX_CARDS.noResponse) return { kind: 'no_response' };
      const decline = DECLINES[pan];
      if (decline) return { kind: 'declined', message: decline };
      if (!UUID.test(idempotencyKey)) return { kind: 'declined', message: 'The sandbox needs a payment id as key.' };
      const slow = pan === SANDBOX_CARDS.slow;
      if (slow) await sleep(SANDBOX_SLOW_STEP_MS);
      const charged = { reference: `sbx_${randomBytes(12).toString('hex')}`, brand: brandOf(pan), last4: last4Of(pan) };
      const [won] = await db
        .update(payments)
        .set({ gatewayReference: charged.reference, cardBrand: charged.brand, cardLast4: charged.last4 })
        .where(and(eq(payments.id, idempotencyKey), eq(payments.gateway, 'sandbox'), isNull(payments.gatewayReference)))
        .returning({ id: payments.id });
      if (!won) {
        // Someone charged under this key meanwhile: theirs is the one charge; answer with it.
        return (await recorded(idempotencyKey)) ?? { kind: 'no_response' };
      }
      onCharge?.({ idempotencyKey, reference: charged.reference, amountMinor });
      if (slow) await sleep(SANDBOX_SLOW_ANSWER_MS);
      return { kind: 'succeeded', ...charged };
    },
    async refund({ idempotencyKey, reference, amountMinor }): Promise<RefundOutcome> {
      const before = refunds.get(idempotencyKey);
      if (before) return before;
      if (!reference.startsWith('sbx_')) return { kind: 'failed', message: 'No such sandbox charge.' };
      if (!Number.isSafeInteger(amountMinor) || amountMinor <= 0) {
        return { kind: 'failed', message: 'A refund is a positive whole amount.' };
      }
      const refunded = { kind: 'refunded', reference: refundReferenceOf(idempotencyKey) } as const;
      refunds.set(idempotencyKey, refunded);
      onRefund?.({ idempotencyKey, reference: refunded.reference, chargeReference: reference, amountMinor });
      return refunded;
    },
    async findCharge(idempotencyKey) {
      return (await recorded(idempotencyKey)) ?? { kind: 'not_charged' };
    },
  };
};
