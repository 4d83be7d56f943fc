import { type CurrencyCode, formatMoney } from '@freight/domain';
import type { MailMessage } from '../../platform/mail/mailer';

/**
 * Tells the shipper their money went back to their card: the amount in the currency they paid, the card's last four
 * digits (all we keep of it) and the gateway's refund reference, for their bank statement.
 */
export const cardRefundEmail = ({
  to,
  name,
  amountMinor,
  currency,
  cardLast4,
  reference,
}: {
  to: string;
  name: string;
  amountMinor: number;
  currency: CurrencyCode;
  cardLast4: string | null;
  reference: string;
}): MailMessage => ({
  to,
  subject: 'Your refund was sent',
  text: [
    `Hello ${name || 'there'},`,
    '',
    'Your load was not completed, so your payment was refunded in full.',
    '',
    // The screens' formatter (US$, CA$), in English as the rest of this message.
    `Amount: ${formatMoney({ amountCents: amountMinor, currency }, 'en-us')}`,
    `Card: ending in ${cardLast4 ?? '????'}`,
    `Reference: ${reference}`,
    '',
    'Your bank may take 5 to 10 business days to show it on your statement.',
  ].join('\n'),
});
