import { creditNotePath } from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import { AppError } from '../../platform/errors/app-error';
import type { EmailReader } from '../../platform/mail/email-reader';
import type { MailAttachment } from '../../platform/mail/mailer';
import { findHaulRecord, type HaulRecord } from '../hauls';
import { renderCreditNotePdf } from './credit-note-pdf';
import { type CreditNoteRow, findCreditNote, findCreditNoteOfRefund, listCreditNotes } from './credit-notes.repository';
import { findInvoicedPayment, findParty } from './documents.repository';
import type { DocumentsContext, RenderedDocument } from './documents-context';

/** A credit note is the shipper's, like the invoice it credits: the shipper and staff see it, nobody else. */
const mayViewCreditNotes = (viewer: Pick<UserRow, 'id' | 'isStaff'>, record: HaulRecord): boolean =>
  viewer.isStaff || record.haul.userId === viewer.id;

const render = async (
  ctx: DocumentsContext,
  record: HaulRecord,
  note: CreditNoteRow,
  reader: EmailReader,
): Promise<RenderedDocument | null> => {
  const [shipper, payment] = await Promise.all([
    findParty(ctx.db, record.haul.userId),
    findInvoicedPayment(ctx.db, record.haul.id),
  ]);
  if (!shipper || !payment) return null;
  const content = await renderCreditNotePdf(reader, { seller: ctx.invoicing, shipper, record, payment, note });
  return { filename: `credit-note-${note.number}.pdf`, content };
};

/** The list entries of the load's credit notes for this viewer (none for the driver). */
export const listedCreditNotes = async (
  ctx: DocumentsContext,
  { viewer, record }: { viewer: UserRow; record: HaulRecord },
) => {
  if (!mayViewCreditNotes(viewer, record)) return [];
  const notes = await listCreditNotes(ctx.db, record.haul.id);
  return notes.map((note) => ({
    kind: 'credit_note' as const,
    url: `/api${creditNotePath(record.haul.id, note.number)}`,
    number: note.number,
  }));
};

/** `GET /haul/{id}/documents/credit_note/{number}.pdf`: the shipper and staff; anyone else 404 as for the haul. */
export const downloadCreditNote = async (
  ctx: DocumentsContext,
  { viewer, reader, haulId, number }: { viewer: UserRow; reader: EmailReader; haulId: string; number: string },
): Promise<RenderedDocument> => {
  const record = await findHaulRecord(ctx.db, haulId);
  if (!record || !mayViewCreditNotes(viewer, record)) throw new AppError('not_found', 'No such haul.');
  const note = await findCreditNote(ctx.db, { haulId, number });
  const rendered = note && (await render(ctx, record, note, reader));
  if (!rendered) throw new AppError('credit_note_not_issued', 'This load has no credit note with that number.');
  return rendered;
};

/** The credit note a refund issued, as the attachment of its refund email in `reader`'s language; null for none. */
export const creditNoteAttachment = async (
  ctx: DocumentsContext,
  { refundEventKey, reader }: { refundEventKey: string; reader: EmailReader },
): Promise<MailAttachment | null> => {
  const note = await findCreditNoteOfRefund(ctx.db, refundEventKey);
  const record = note && (await findHaulRecord(ctx.db, note.haulId));
  const rendered = note && record && (await render(ctx, record, note, reader));
  return rendered ? { filename: rendered.filename, contentType: 'application/pdf', content: rendered.content } : null;
};
