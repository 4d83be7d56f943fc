import { formatRatePercent } from '@freight/domain';
import { type EmailReader, formatDateTimeForReader, formatMoneyForReader } from '../../platform/mail/email-reader';
import { emailTranslator } from '../../platform/mail/email-texts';
import type { HaulRecord } from '../hauls';
import type { CreditNoteRow } from './credit-notes.repository';
import { loadLine, partyLine } from './document-parts';
import type { InvoicedPayment, PartyRow } from './documents.repository';
import { writePdf } from './pdf-document';

export type CreditNoteData = {
  seller: { businessName: string; businessNumber: string | null };
  shipper: PartyRow;
  record: HaulRecord;
  payment: InvoicedPayment;
  note: CreditNoteRow;
};

/**
 * A credit note against the load's invoice: its own number, the invoice it reduces, the freight and each sales tax
 * credited (CAD, each an amount taken off what the invoice billed), why, and the seller's GST/HST number, so the
 * shipper's input tax credit is reduced by the same tax.
 */
export const renderCreditNotePdf = (
  reader: EmailReader,
  { seller, shipper, record, payment, note }: CreditNoteData,
) => {
  const t = emailTranslator(reader.language);
  const credit = (amountCents: number) => formatMoneyForReader(reader, amountCents, 'cad');
  return writePdf({
    title: `${t('creditNote.title')} ${note.number}`,
    createdAt: note.issuedAt,
    draw: (pdf) => {
      pdf.title(`${t('creditNote.title')} ${note.number}`, seller.businessName);
      pdf.facts([
        { label: t('creditNote.number'), value: note.number },
        { label: t('creditNote.date'), value: formatDateTimeForReader(reader, note.issuedAt) },
        { label: t('creditNote.invoice'), value: payment.invoiceNumber ?? '' },
        { label: t('invoice.seller'), value: seller.businessName },
        { label: t('invoice.businessNumber'), value: seller.businessNumber ?? t('invoice.businessNumberMissing') },
        { label: t('invoice.billedTo'), value: partyLine(t, shipper) },
        {
          label: t('creditNote.reason'),
          value: t(note.reason === 'dispute' ? 'creditNote.reasons.dispute' : 'creditNote.reasons.cancellation'),
        },
      ]);
      pdf.heading(t('invoice.item'));
      pdf.paragraph(loadLine(t, record));
      pdf.amounts(
        [
          { label: t('creditNote.freight'), value: credit(note.freightCadCents) },
          ...note.taxLines.map((tax) => ({
            label: `${tax.code.toUpperCase()} ${formatRatePercent(tax.rateMilliPercent)} % (${tax.region})`,
            value: credit(tax.amountCents),
          })),
          { label: t('creditNote.total'), value: credit(note.freightCadCents + note.taxCadCents) },
        ],
        { total: true },
      );
      if (note.taxLines.length === 0) pdf.paragraph(t('creditNote.noTax'));
      pdf.paragraph(t('creditNote.footer'));
    },
  });
};
