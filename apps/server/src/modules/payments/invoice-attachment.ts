import type { UserRow } from '../../platform/auth/auth-hook';
import { readerOf } from '../../platform/mail/email-reader';
import { attachToQueuedEmail, type OutboxRow } from '../../platform/outbox/outbox-delivery';
import { haulDocumentAttachment } from '../documents';
import type { PaymentRow } from './payments.repository';
import type { PaymentsContext } from './payments-context';

/**
 * The load's PDF invoice, in the payer's language, attached to their transaction record once the payment's
 * transaction committed (drawing it inside would hold the payment's locks). A plan's record is its own invoice: it
 * carries the invoice number and has no sales tax. A PDF that cannot be drawn is logged and the record goes without
 * it: the job page still offers the invoice.
 */
export const attachInvoice = async (
  ctx: Pick<PaymentsContext, 'db' | 'log' | 'invoicing'>,
  user: UserRow,
  payment: PaymentRow,
  record: OutboxRow,
): Promise<OutboxRow> => {
  if (payment.purpose !== 'haul' || !payment.haulId) return record;
  try {
    const reader = await readerOf(user, null);
    const invoice = await haulDocumentAttachment(
      { db: ctx.db, invoicing: ctx.invoicing },
      { haulId: payment.haulId, kind: 'invoice', reader },
    );
    return invoice ? await attachToQueuedEmail(ctx, record, [invoice]) : record;
  } catch (error) {
    ctx.log.error({ err: error, paymentId: payment.id }, 'the invoice could not be attached to the transaction record');
    return record;
  }
};
