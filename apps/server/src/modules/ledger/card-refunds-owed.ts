import { and, asc, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { ledgerTransactions } from '../../db/schema';
import type { Database } from '../../platform/db/database';

/**
 * What a haul refund owes each card, kept on the refund's own ledger transaction (its memo) so it commits with the
 * refund: an outbox with no table of its own (no migration). A card refund is sent when the ledger holds its
 * `card_refund:<paymentId>:<refund event>` transaction (recordCardRefund); until then it is owed, and is sent by the
 * caller after the commit or by the retry runner.
 */
export type OwedCardRefund = { paymentId: string; cadCents: number };

const MEMO_PREFIX = '{"card_refunds":';

export const cardRefundsMemo = (owed: OwedCardRefund[]): string =>
  JSON.stringify({
    card_refunds: owed.map((refund) => ({ payment_id: refund.paymentId, cad_cents: refund.cadCents })),
  });

const owedOf = (memo: string): OwedCardRefund[] => {
  if (!memo.startsWith(MEMO_PREFIX)) return [];
  const parsed = JSON.parse(memo) as { card_refunds: { payment_id: string; cad_cents: number }[] };
  return parsed.card_refunds.map((refund) => ({ paymentId: refund.payment_id, cadCents: refund.cad_cents }));
};

/** The event key of one payment's card refund for one haul refund; also the gateway's idempotency key, as `refund:…`. */
export const cardRefundEventKey = (paymentId: string, refundEventKey: string): string =>
  `card_refund:${paymentId}:${refundEventKey}`;

/** Memo entries as JSON, or an empty array for any other memo (a card refund's memo is a gateway reference). */
const entriesOf = sql`(case when ${ledgerTransactions.memo} like ${`${MEMO_PREFIX}%`}
  then (${ledgerTransactions.memo})::jsonb -> 'card_refunds' else '[]'::jsonb end)`;

/** True when one of the refund's card refunds has no card_refund transaction yet. */
const hasUnsent = sql`exists (
  select 1 from jsonb_array_elements(${entriesOf}) as owed
  where not exists (
    select 1 from ledger_transactions as sent
    where sent.event_key = 'card_refund:' || (owed ->> 'payment_id') || ':' || ${ledgerTransactions.eventKey}
  )
)`;

export type ClaimedHaulRefund = { eventKey: string; haulId: string | null; owed: OwedCardRefund[] };

/**
 * One haul refund with card refunds still unsent, locked for this transaction. SKIP LOCKED, as in payout-runner.ts:
 * the sender after a refund's commit and the runners of every server process each take a different one, and a
 * refund comes back only once its sender committed what the gateway answered.
 */
export const claimUnsentCardRefunds = async (
  tx: Database,
  { haulId, skipEventKeys }: { haulId?: string; skipEventKeys: string[] },
): Promise<ClaimedHaulRefund | null> => {
  const [row] = await tx
    .select({ eventKey: ledgerTransactions.eventKey, haulId: ledgerTransactions.haulId, memo: ledgerTransactions.memo })
    .from(ledgerTransactions)
    .where(
      and(
        eq(ledgerTransactions.kind, 'refund'),
        haulId ? eq(ledgerTransactions.haulId, haulId) : undefined,
        skipEventKeys.length > 0 ? notInArray(ledgerTransactions.eventKey, skipEventKeys) : undefined,
        hasUnsent,
      ),
    )
    .orderBy(asc(ledgerTransactions.createdAt), asc(ledgerTransactions.id))
    .limit(1)
    .for('update', { skipLocked: true });
  if (!row) return null;
  const owed = owedOf(row.memo);
  const sent = await tx
    .select({ eventKey: ledgerTransactions.eventKey })
    .from(ledgerTransactions)
    .where(
      inArray(
        ledgerTransactions.eventKey,
        owed.map((refund) => cardRefundEventKey(refund.paymentId, row.eventKey)),
      ),
    );
  const sentKeys = new Set(sent.map((transaction) => transaction.eventKey));
  return {
    eventKey: row.eventKey,
    haulId: row.haulId,
    owed: owed.filter((refund) => !sentKeys.has(cardRefundEventKey(refund.paymentId, row.eventKey))),
  };
};
