import { type CurrencyCode, formatRatePercent, loadReference } from '@freight/domain';
import { renderEmail } from '../../platform/mail/email-layout';
import { type EmailReader, formatDateTimeForReader, formatMoneyForReader } from '../../platform/mail/email-reader';
import type { EmailTranslate } from '../../platform/mail/email-texts';
import type { MailMessage } from '../../platform/mail/mailer';
import type { PaymentRow } from './payments.repository';

/** What was bought: a load's prepayment (described by its places) or a year of a driver plan. */
export type Purchase = { kind: 'haul'; haulId: string; from: string; to: string } | { kind: 'plan'; level: number };

const purchaseText = (t: EmailTranslate, purchase: Purchase): string =>
  purchase.kind === 'plan'
    ? t('receipt.plan', { level: purchase.level })
    : t('receipt.load', { ref: loadReference(purchase.haulId), from: purchase.from, to: purchase.to });

/** The freight and each sales tax apart, in CAD (the amounts the ledger and the tax return use); none for no tax. */
const taxRows = (t: EmailTranslate, reader: EmailReader, payment: PaymentRow) => {
  if (payment.taxLines.length === 0) return [];
  const cad = (amountCents: number) => formatMoneyForReader(reader, amountCents, 'cad');
  return [
    { label: t('receipt.freight'), value: cad(payment.amountCadCents - payment.taxCadCents) },
    ...payment.taxLines.map((tax) => ({
      label: `${tax.code.toUpperCase()} ${formatRatePercent(tax.rateMilliPercent)}% (${tax.region})`,
      value: cad(tax.amountCents),
    })),
  ];
};

/**
 * The "transaction record" spec 8's success message points to: what was paid, for what, with which card (brand and
 * last four digits only: the full number is never stored, so it cannot be sent either), dated in the reader's
 * language and time zone.
 */
export const transactionRecordEmail = ({
  reader,
  to,
  name,
  payment,
  purchase,
}: {
  reader: EmailReader;
  to: string;
  name: string;
  payment: PaymentRow;
  purchase: Purchase;
}): MailMessage => {
  const currency = payment.currency as CurrencyCode;
  // The one place the charged amount is formatted (money display is shared with the payment screens).
  const amount = formatMoneyForReader(reader, payment.amountMinor, currency);
  return renderEmail(reader, to, (t) => ({
    subject: t('receipt.subject'),
    greetName: name,
    blocks: [
      { kind: 'paragraph', text: t('receipt.intro') },
      {
        kind: 'facts',
        rows: [
          { label: t('receipt.for'), value: purchaseText(t, purchase) },
          { label: t('receipt.amount'), value: amount },
          ...(currency === 'cad'
            ? []
            : [
                {
                  label: t('receipt.equivalent'),
                  value: t('receipt.equivalentValue', {
                    amount: formatMoneyForReader(reader, payment.amountCadCents, 'cad'),
                    rate: payment.exchangeRate,
                    currency: currency.toUpperCase(),
                  }),
                },
              ]),
          ...taxRows(t, reader, payment),
          {
            label: t('receipt.card'),
            value: t('receipt.cardValue', {
              brand: payment.cardBrand ?? t('receipt.cardUnknown'),
              last4: payment.cardLast4 ?? '????',
            }),
          },
          { label: t('receipt.reference'), value: payment.gatewayReference ?? '' },
          ...(payment.invoiceNumber ? [{ label: t('receipt.invoice'), value: payment.invoiceNumber }] : []),
          {
            label: t('receipt.date'),
            value: formatDateTimeForReader(reader, payment.completedAt ?? payment.createdAt),
          },
        ],
      },
      ...(payment.purpose === 'haul' ? [{ kind: 'paragraph', text: t('receipt.held') } as const] : []),
    ],
  }));
};
