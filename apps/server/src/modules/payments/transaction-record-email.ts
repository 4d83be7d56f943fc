import { type CurrencyCode, formatMoney, formatRatePercent } from '@freight/domain';
import type { MailMessage } from '../../platform/mail/mailer';
import type { PaymentRow } from './payments.repository';

// The same formatter as the screens (US$ and CA$, never a bare "$"), so the receipt reads as the payment page did.
// English until the emails are translated: this record is written in English.
const cadText = (amountCents: number) => formatMoney({ amountCents, currency: 'cad' }, 'en-us');

/** The freight and each sales tax apart, in CAD (the amounts the ledger and the tax return use); none for no tax. */
const taxLinesOf = (payment: PaymentRow): string[] => {
  if (payment.taxLines.length === 0) return [];
  return [
    `Freight: ${cadText(payment.amountCadCents - payment.taxCadCents)}`,
    ...payment.taxLines.map(
      (tax) =>
        `${tax.code.toUpperCase()} ${formatRatePercent(tax.rateMilliPercent)}% (${tax.region}): ${cadText(tax.amountCents)}`,
    ),
  ];
};

/**
 * The "transaction record" spec 8's success message points to: what was paid, for what, with which card (brand and
 * last four digits only: the full number is never stored, so it cannot be sent either).
 */
export const transactionRecordEmail = ({
  to,
  name,
  payment,
  forWhat,
}: {
  to: string;
  name: string;
  payment: PaymentRow;
  /** "Load 0197…: Regina, SK to Winnipeg, MB" or "Driver plan, level 2 (one year)". */
  forWhat: string;
}): MailMessage => {
  const currency = payment.currency as CurrencyCode;
  const amount = formatMoney({ amountCents: payment.amountMinor, currency }, 'en-us');
  const lines = [
    `Hello ${name || 'there'},`,
    '',
    'Your payment was processed successfully. Here is your transaction record.',
    '',
    `For: ${forWhat}`,
    `Amount: ${amount}`,
  ];
  if (currency !== 'cad') {
    const cad = cadText(payment.amountCadCents);
    lines.push(`In Canadian dollars: ${cad} at ${payment.exchangeRate} CAD per ${currency.toUpperCase()}`);
  }
  lines.push(...taxLinesOf(payment));
  lines.push(
    `Card: ${payment.cardBrand ?? 'card'} ending in ${payment.cardLast4 ?? '????'}`,
    `Reference: ${payment.gatewayReference ?? ''}`,
    `Date: ${(payment.completedAt ?? payment.createdAt).toISOString()}`,
  );
  if (payment.purpose === 'haul') {
    lines.push('', 'Your payment is held until the driver delivers the load and you give them your delivery code.');
  }
  return { to, subject: 'Your payment: transaction record', text: lines.join('\n') };
};
