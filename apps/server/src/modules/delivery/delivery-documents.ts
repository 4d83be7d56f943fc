import { readerOf } from '../../platform/mail/email-reader';
import { attachToQueuedEmail } from '../../platform/outbox/outbox-delivery';
import { haulDocumentAttachment } from '../documents';
import { findUserContact } from '../drivers';
import type { PendingNotice } from '../notices';
import type { DeliveryContext } from './delivery-context';

/**
 * The shipper's delivery email carries the bill of lading as delivered (pick-up and delivery times filled), in their
 * language. Drawn after the delivery's transaction committed, so the PDF never holds the haul's locks; one that
 * cannot be drawn is logged and the email goes without it (the job page still offers it).
 */
export const attachBillOfLading = async (
  ctx: Pick<DeliveryContext, 'db' | 'log' | 'invoicing'>,
  { haulId, shipperId, notice }: { haulId: string; shipperId: string; notice: PendingNotice },
): Promise<PendingNotice> => {
  if (notice.emails.length === 0) return notice;
  try {
    const shipper = await findUserContact(ctx.db, shipperId);
    if (!shipper) return notice;
    const reader = await readerOf(shipper, null);
    const bill = await haulDocumentAttachment(ctx, { haulId, kind: 'bill_of_lading', reader });
    if (!bill) return notice;
    const emails = await Promise.all(notice.emails.map((row) => attachToQueuedEmail(ctx, row, [bill])));
    return { ...notice, emails };
  } catch (error) {
    ctx.log.error({ err: error, haulId }, 'the bill of lading could not be attached to the delivery email');
    return notice;
  }
};
