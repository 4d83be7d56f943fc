import { createMoney, formatMoney, type NoticeData, type NoticeKind, parseCurrencyCode } from '@freight/domain';
import type { MailMessage } from '../../platform/mail/mailer';

/**
 * The English email and text of each notice kind. The product's other emails are English only, so these are too;
 * the in-app notice is translated by the web from its kind and data.
 */
type Wording = { subject: string; lines: string[]; sms: string };

const paid = (data: NoticeData) => {
  const currency = parseCurrencyCode(data.currency);
  return currency && data.amount !== undefined ? formatMoney(createMoney(data.amount, currency), 'en-us') : '';
};

const loadName = (data: NoticeData) => `"${data.load || 'your load'}"`;

const WORDINGS: Record<NoticeKind, (data: NoticeData) => Wording> = {
  new_message: (data) => ({
    subject: `New message from ${data.name || 'Freight'}`,
    lines: [
      `${data.name || 'Someone'} sent you a message${data.title ? ` about ${data.title}` : ''}.`,
      'We will not email you again about this conversation until you have read it.',
    ],
    sms: `New message from ${data.name || 'Freight'}`,
  }),
  new_bid: (data) => ({
    subject: `New offer on ${data.load || 'your load'}`,
    lines: [`${data.name || 'A driver'} made an offer on ${loadName(data)}. Compare the offers and accept one:`],
    sms: `New offer on ${data.load || 'your load'} from ${data.name || 'a driver'}`,
  }),
  driver_accepted: (data) => ({
    subject: `A driver accepted ${data.load || 'your load'}`,
    lines: [
      `${data.name || 'A driver'} accepted ${loadName(data)}.`,
      'Pay the prepayment to confirm the driver, or choose another driver:',
    ],
    sms: `${data.name || 'A driver'} accepted ${data.load || 'your load'}. Confirm the driver:`,
  }),
  bid_accepted: (data) => ({
    subject: `Your offer on ${data.load || 'a load'} was accepted`,
    lines: [
      `The shipper accepted your offer on ${loadName(data)}.`,
      'You will hear from us again when the shipper confirms you with the prepayment.',
    ],
    sms: `Your offer on ${data.load || 'a load'} was accepted.`,
  }),
  bid_countered: (data) => ({
    subject: `A counter-offer on ${data.load || 'a load'}`,
    lines: [
      `The shipper of ${loadName(data)} answered your offer with ${paid(data) || 'a counter-offer'}.`,
      'Accept it to take the load at that price, or decline it to keep your own offer:',
    ],
    sms: `Counter-offer of ${paid(data) || 'a new price'} on ${data.load || 'a load'}. Answer it:`,
  }),
  counter_declined: (data) => ({
    subject: `${data.name || 'The driver'} kept their own price`,
    lines: [
      `${data.name || 'The driver'} declined your counter-offer on ${loadName(data)}; their offer still stands.`,
      'Compare the offers and accept one:',
    ],
    sms: `${data.name || 'The driver'} declined your counter-offer on ${data.load || 'your load'}.`,
  }),
  driver_confirmed: (data) => ({
    subject: `You are confirmed for ${data.load || 'a load'}`,
    lines: [
      `The shipper paid for ${loadName(data)} and confirmed you as its driver.`,
      'The pickup address and instructions are on the job page:',
    ],
    sms: `You are confirmed for ${data.load || 'a load'}. Pickup details:`,
  }),
  driver_rejected: (data) => ({
    subject: 'The shipper chose another driver',
    lines: [`The shipper of ${loadName(data)} did not confirm you for this load, so it is no longer yours.`],
    sms: `The shipper of ${data.load || 'a load'} chose another driver.`,
  }),
  payment: (data) => ({
    subject: 'Payment received',
    lines: [
      data.plan_level
        ? `We received your payment${paid(data) ? ` of ${paid(data)}` : ''} for the driver plan, level ${data.plan_level}.`
        : `We received your payment${paid(data) ? ` of ${paid(data)}` : ''} for ${loadName(data)}.`,
    ],
    sms: `Payment received${paid(data) ? `: ${paid(data)}` : ''}.`,
  }),
  delivery: (data) => ({
    subject: `${data.load || 'Your load'} was delivered`,
    lines: [`${data.name || 'The driver'} delivered ${loadName(data)}. Tell other shippers how it went:`],
    sms: `${data.load || 'Your load'} was delivered. Review the driver:`,
  }),
  review: (data) => ({
    subject: `New review: ${data.stars ?? '?'} stars`,
    lines: [`${data.name || 'Someone'} reviewed you for ${loadName(data)}: ${data.stars ?? '?'} stars.`],
    sms: `${data.name || 'Someone'} reviewed you: ${data.stars ?? '?'} stars.`,
  }),
};

export const noticeEmail = ({
  kind,
  data,
  to,
  name,
  url,
}: {
  kind: NoticeKind;
  data: NoticeData;
  to: string;
  name: string;
  url: string;
}): MailMessage => {
  const wording = WORDINGS[kind](data);
  return {
    to,
    subject: wording.subject,
    text: [
      `Hello ${name || 'there'},`,
      '',
      ...wording.lines,
      '',
      url,
      '',
      'You can choose how we tell you about your loads in your profile’s notification settings.',
    ].join('\n'),
  };
};

export const noticeSms = ({ kind, data, url }: { kind: NoticeKind; data: NoticeData; url: string }): string =>
  `${WORDINGS[kind](data).sms} ${url}`;
