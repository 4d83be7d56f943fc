import type { CurrencyCode } from '@freight/domain';
import { renderEmail } from '../../platform/mail/email-layout';
import { type EmailReader, formatMoneyForReader } from '../../platform/mail/email-reader';
import type { MailMessage } from '../../platform/mail/mailer';

/**
 * Tells the shipper their money went back to their card (with the credit note attached, for a refund that has one): the amount in the currency they paid, the card's last four
 * digits (all we keep of it) and the gateway's refund reference, for their bank statement.
 */
export const cardRefundEmail = ({
  reader,
  isDispute = false,
  to,
  name,
  amountMinor,
  currency,
  cardLast4,
  reference,
}: {
  reader: EmailReader;
  /** A refund staff decided after a problem report (in part or in full), not a cancelled load's. */
  isDispute?: boolean;
  to: string;
  name: string;
  amountMinor: number;
  currency: CurrencyCode;
  cardLast4: string | null;
  reference: string;
}): MailMessage =>
  renderEmail(reader, to, (t) => ({
    subject: t('refund.subject'),
    greetName: name,
    blocks: [
      { kind: 'paragraph', text: t(isDispute ? 'refund.introDispute' : 'refund.intro') },
      {
        kind: 'facts',
        rows: [
          { label: t('refund.amount'), value: formatMoneyForReader(reader, amountMinor, currency) },
          { label: t('refund.card'), value: t('refund.cardValue', { last4: cardLast4 ?? '????' }) },
          { label: t('refund.reference'), value: reference },
        ],
      },
      { kind: 'paragraph', text: t('refund.outro') },
    ],
  }));
