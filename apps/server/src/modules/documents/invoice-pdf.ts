import { type CurrencyCode, formatRatePercent } from '@freight/domain';
import { type EmailReader, formatDateTimeForReader, formatMoneyForReader } from '../../platform/mail/email-reader';
import { emailTranslator } from '../../platform/mail/email-texts';
import type { HaulRecord } from '../hauls';
import { loadLine, partyLine } from './document-parts';
import type { InvoicedPayment, PartyRow } from './documents.repository';
import { writePdf } from './pdf-document';

export type InvoiceData = {
  seller: { businessName: string; businessNumber: string | null };
  shipper: PartyRow;
  record: HaulRecord;
  payment: InvoicedPayment;
};

/**
 * The shipper's invoice for a paid load: numbered, dated the payment's day, the freight and each sales tax apart in
 * CAD (the amounts the ledger and the tax return hold), and the seller's GST/HST number so the shipper can claim the
 * input tax credit.
 */
export const renderInvoicePdf = (reader: EmailReader, { seller, shipper, record, payment }: InvoiceData) => {
  const t = emailTranslator(reader.language);
  const cad = (amountCents: number) => formatMoneyForReader(reader, amountCents, 'cad');
  const issuedAt = payment.completedAt ?? payment.createdAt;
  const invoiceNumber = payment.invoiceNumber ?? '';
  return writePdf({
    title: `${t('invoice.title')} ${invoiceNumber}`,
    createdAt: issuedAt,
    draw: (pdf) => {
      pdf.title(`${t('invoice.title')} ${invoiceNumber}`, seller.businessName);
      pdf.facts([
        { label: t('invoice.number'), value: invoiceNumber },
        { label: t('invoice.date'), value: formatDateTimeForReader(reader, issuedAt) },
        { label: t('invoice.seller'), value: seller.businessName },
        { label: t('invoice.businessNumber'), value: seller.businessNumber ?? t('invoice.businessNumberMissing') },
        { label: t('invoice.billedTo'), value: partyLine(t, shipper) },
      ]);
      pdf.heading(t('invoice.item'));
      pdf.paragraph(loadLine(t, record));
      pdf.amounts(
        [
          { label: t('invoice.freight'), value: cad(payment.amountCadCents - payment.taxCadCents) },
          ...payment.taxLines.map((tax) => ({
            label: `${tax.code.toUpperCase()} ${formatRatePercent(tax.rateMilliPercent)} % (${tax.region})`,
            value: cad(tax.amountCents),
          })),
          { label: t('invoice.total'), value: cad(payment.amountCadCents) },
        ],
        { total: true },
      );
      if (payment.taxLines.length === 0) pdf.paragraph(t('invoice.noTax'));
      pdf.heading(t('invoice.card'));
      pdf.facts([
        {
          label: t('invoice.charged'),
          value: formatMoneyForReader(reader, payment.amountMinor, payment.currency as CurrencyCode),
        },
        {
          label: t('invoice.card'),
          value: t('receipt.cardValue', {
            brand: payment.cardBrand ?? t('receipt.cardUnknown'),
            last4: payment.cardLast4 ?? '????',
          }),
        },
        { label: t('invoice.reference'), value: payment.gatewayReference ?? '' },
      ]);
      pdf.paragraph(t('invoice.footer'));
    },
  });
};
