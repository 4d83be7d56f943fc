import type { Database } from '../../platform/db/database';
import { issueCreditNote } from '../documents';
import { haulRefundOf } from '../ledger';

/**
 * Issues the credit note of a haul refund that is not a dispute's (a cancellation, a staff refund before delivery, a
 * payment that arrived after its load had moved), in the transaction that claims its card refunds. The refund itself
 * is written by the hauls and ledger modules, below documents, so its note follows here, the first time the refund is
 * claimed: right after its commit, or by the runner after a crash. Its date is the refund's own. A dispute's note was
 * issued with its decision, and a refund of a load with no invoice has nothing to credit; both leave this a no-op, as
 * does a second claim of the same refund.
 */
export const issueCancellationCreditNote = async (tx: Database, refundEventKey: string): Promise<void> => {
  const refund = await haulRefundOf(tx, refundEventKey);
  if (!refund || refund.freightCadCents + refund.taxCadCents <= 0) return;
  await issueCreditNote(tx, {
    haulId: refund.haulId,
    refundEventKey,
    reason: 'cancellation',
    freightCadCents: refund.freightCadCents,
    taxCadCents: refund.taxCadCents,
    at: refund.at,
  });
};
