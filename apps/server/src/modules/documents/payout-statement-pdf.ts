import { type EmailReader, formatDateTimeForReader, formatMoneyForReader } from '../../platform/mail/email-reader';
import { type EmailTranslate, emailTranslator } from '../../platform/mail/email-texts';
import type { HaulRecord } from '../hauls';
import { loadLine, partyLine } from './document-parts';
import type { InvoicedPayment, PartyRow, PayoutRow } from './documents.repository';
import { writePdf } from './pdf-document';

export type PayoutStatementData = {
  businessName: string;
  driver: PartyRow;
  record: HaulRecord;
  payment: InvoicedPayment;
  payout: PayoutRow;
};

const statusText = (t: EmailTranslate, status: PayoutRow['status']): string =>
  ({
    scheduled: t('payout.statusScheduled'),
    paid: t('payout.statusPaid'),
    failed: t('payout.statusFailed'),
    held: t('payout.statusHeld'),
    cancelled: t('payout.statusCancelled'),
  })[status];

/**
 * The driver's statement for a delivered load: the freight the shipper paid (tax apart: it is never the driver's),
 * the platform's fee (the rest of the escrow after the driver's transport rate), the payout and when it is or was paid.
 */
export const renderPayoutStatementPdf = (
  reader: EmailReader,
  { businessName, driver, record, payment, payout }: PayoutStatementData,
) => {
  const t = emailTranslator(reader.language);
  const cad = (amountCents: number) => formatMoneyForReader(reader, amountCents, 'cad');
  const freightCents = payment.amountCadCents - payment.taxCadCents;
  return writePdf({
    title: t('payout.title'),
    createdAt: payout.createdAt,
    draw: (pdf) => {
      pdf.title(t('payout.title'), businessName);
      pdf.facts([{ label: t('payout.driver'), value: partyLine(t, driver) }]);
      pdf.paragraph(loadLine(t, record));
      pdf.heading(t('payout.payout'));
      pdf.amounts(
        [
          { label: t('payout.loadPaid'), value: cad(freightCents) },
          { label: t('payout.platformFee'), value: cad(-(freightCents - payout.amountCents)) },
          { label: t('payout.payout'), value: cad(payout.amountCents) },
        ],
        { total: true },
      );
      pdf.facts([
        { label: t('payout.status'), value: statusText(t, payout.status) },
        { label: t('payout.dueAt'), value: formatDateTimeForReader(reader, payout.dueAt) },
        ...(payout.paidAt
          ? [{ label: t('payout.paidAt'), value: formatDateTimeForReader(reader, payout.paidAt) }]
          : []),
        ...(payout.accountMasked ? [{ label: t('payout.account'), value: payout.accountMasked }] : []),
      ]);
    },
  });
};
