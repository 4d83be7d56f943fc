import {
  type HaulDocumentKind,
  type HaulDocuments,
  type HaulStatus,
  haulDocumentPath,
  haulHolderId,
  isPrepaid,
} from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import { AppError } from '../../platform/errors/app-error';
import type { EmailReader } from '../../platform/mail/email-reader';
import { emailTranslator } from '../../platform/mail/email-texts';
import type { MailAttachment } from '../../platform/mail/mailer';
import { findHaulRecord, type HaulRecord } from '../hauls';
import { readHaulInspections } from '../inspections';
import { renderBillOfLadingPdf } from './bill-of-lading-pdf';
import { listedCreditNotes } from './credit-notes.service';
import { findHaulPayout, findInvoicedPayment, findParty } from './documents.repository';
import type { DocumentsContext, RenderedDocument } from './documents-context';
import { printedInspections } from './inspection-pdf-part';
import { renderInvoicePdf } from './invoice-pdf';
import { renderPayoutStatementPdf } from './payout-statement-pdf';

/** A driver was confirmed (the load paid): from here on the load travels under a bill of lading. */
const isUnderLading = (status: HaulStatus): boolean => isPrepaid(status);

/** Who may ever see each document of this haul: the parties it concerns and staff; anyone else is told no such haul. */
const mayView = (viewer: Pick<UserRow, 'id' | 'isStaff'>, record: HaulRecord, kind: HaulDocumentKind): boolean => {
  if (viewer.isStaff) return true;
  const isShipper = record.haul.userId === viewer.id;
  const isDriver = haulHolderId(record.haul) === viewer.id;
  if (kind === 'invoice') return isShipper;
  if (kind === 'payout_statement') return isDriver;
  return isShipper || isDriver;
};

const NOT_READY = {
  invoice: ['invoice_not_issued', 'This load has no invoice yet: it is issued when the load is paid.'],
  bill_of_lading: ['bill_of_lading_not_ready', 'The bill of lading exists once a driver is confirmed for this load.'],
  payout_statement: ['payout_statement_not_ready', 'The payout statement exists once this load is delivered.'],
} as const;

const FILE_NAMES: Record<HaulDocumentKind, (ref: string) => string> = {
  invoice: (number) => `invoice-${number}.pdf`,
  bill_of_lading: (ref) => `bill-of-lading-${ref}.pdf`,
  payout_statement: (ref) => `payout-statement-${ref}.pdf`,
};

const shortRef = (haulId: string) => haulId.replace(/-/g, '').slice(-8).toUpperCase();

/** The document's PDF in the reader's language, or null when it does not exist yet (not paid, not delivered). */
const renderDocument = async (
  ctx: DocumentsContext,
  record: HaulRecord,
  kind: HaulDocumentKind,
  reader: EmailReader,
): Promise<RenderedDocument | null> => {
  const { haul } = record;
  const shipper = await findParty(ctx.db, haul.userId);
  if (!shipper) return null;
  if (kind === 'invoice') {
    const payment = await findInvoicedPayment(ctx.db, haul.id);
    if (!payment?.invoiceNumber) return null;
    const content = await renderInvoicePdf(reader, { seller: ctx.invoicing, shipper, record, payment });
    return { filename: FILE_NAMES.invoice(payment.invoiceNumber), content };
  }
  const driverId = haulHolderId(haul);
  const driver = driverId ? await findParty(ctx.db, driverId) : null;
  if (!driver) return null;
  if (kind === 'bill_of_lading') {
    if (!isUnderLading(haul.status)) return null;
    const inspections = await printedInspections(
      ctx.storage ?? null,
      await readHaulInspections(ctx.db, haul.id),
      emailTranslator(reader.language),
    );
    const content = await renderBillOfLadingPdf(reader, { shipper, driver, record, inspections });
    return { filename: FILE_NAMES.bill_of_lading(shortRef(haul.id)), content };
  }
  const [payment, payout] = await Promise.all([findInvoicedPayment(ctx.db, haul.id), findHaulPayout(ctx.db, haul.id)]);
  if (!payment || !payout || payout.driverUserId !== driver.id) return null;
  const data = { businessName: ctx.invoicing.businessName, driver, record, payment, payout };
  return {
    filename: FILE_NAMES.payout_statement(shortRef(haul.id)),
    content: await renderPayoutStatementPdf(reader, data),
  };
};

/**
 * `GET /haul/{id}/documents/{kind}.pdf`: the parties the document concerns and staff get it in their own language;
 * anyone else, and an unknown haul, is 404 (no ids revealed); a party asking too early gets the document's own 409.
 */
export const downloadHaulDocument = async (
  ctx: DocumentsContext,
  { viewer, reader, haulId, kind }: { viewer: UserRow; reader: EmailReader; haulId: string; kind: HaulDocumentKind },
): Promise<RenderedDocument> => {
  const record = await findHaulRecord(ctx.db, haulId);
  if (!record || !mayView(viewer, record, kind)) throw new AppError('not_found', 'No such haul.');
  const rendered = await renderDocument(ctx, record, kind, reader);
  if (!rendered) {
    const [code, detail] = NOT_READY[kind];
    throw new AppError(code, detail);
  }
  return rendered;
};

/** Whether each document exists yet, without drawing it (the list is asked on every job page). */
const isReady = async (ctx: DocumentsContext, record: HaulRecord, kind: HaulDocumentKind): Promise<boolean> => {
  if (kind === 'invoice') return (await findInvoicedPayment(ctx.db, record.haul.id)) !== null;
  const driverId = haulHolderId(record.haul);
  if (!driverId) return false;
  if (kind === 'bill_of_lading') return isUnderLading(record.haul.status);
  const payout = await findHaulPayout(ctx.db, record.haul.id);
  return payout?.driverUserId === driverId;
};

/** `GET /haul/{id}/documents/`: what the viewer may download now; 404 for whoever may see none of this haul's. */
export const listHaulDocuments = async (
  ctx: DocumentsContext,
  { viewer, haulId }: { viewer: UserRow; haulId: string },
): Promise<HaulDocuments> => {
  const record = await findHaulRecord(ctx.db, haulId);
  const kinds = (['invoice', 'bill_of_lading', 'payout_statement'] as const).filter(
    (kind) => record && mayView(viewer, record, kind),
  );
  if (!record || kinds.length === 0) throw new AppError('not_found', 'No such haul.');
  const ready = await Promise.all(kinds.map((kind) => isReady(ctx, record, kind)));
  return {
    documents: [
      ...kinds
        .filter((_kind, index) => ready[index])
        .map((kind) => ({ kind, url: `/api${haulDocumentPath(haulId, kind)}` })),
      ...(await listedCreditNotes(ctx, { viewer, record })),
    ],
  };
};

/**
 * A document as an email attachment for `reader` (the receipt carries the invoice, the delivery email the bill of
 * lading); null when it does not exist. For the emailing modules, which decide who receives what.
 */
export const haulDocumentAttachment = async (
  ctx: DocumentsContext,
  { haulId, kind, reader }: { haulId: string; kind: HaulDocumentKind; reader: EmailReader },
): Promise<MailAttachment | null> => {
  const record = await findHaulRecord(ctx.db, haulId);
  const rendered = record && (await renderDocument(ctx, record, kind, reader));
  return rendered && { filename: rendered.filename, contentType: 'application/pdf', content: rendered.content };
};
