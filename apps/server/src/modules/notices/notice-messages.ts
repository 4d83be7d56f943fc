import {
  createMoney,
  formatMoney,
  type NoticeData,
  type NoticeKind,
  type PushMessage,
  parseCurrencyCode,
} from '@freight/domain';
import { renderEmail } from '../../platform/mail/email-layout';
import type { EmailReader } from '../../platform/mail/email-reader';
import { type EmailTranslate, emailTranslator } from '../../platform/mail/email-texts';
import type { MailMessage } from '../../platform/mail/mailer';

/**
 * The email of each notice kind is written in the recipient's language (the in-app notice is translated by the web
 * from its kind and data). Texts stay short and English: an SMS is one line with a link, and the providers' senders
 * are registered with English templates.
 */
const paid = (data: NoticeData, language: EmailReader['language']) => {
  const currency = parseCurrencyCode(data.currency);
  return currency && data.amount !== undefined ? formatMoney(createMoney(data.amount, currency), language) : '';
};

type EmailWording = { subject: string; lines: string[] };

const emailWording = (t: EmailTranslate, reader: EmailReader, kind: NoticeKind, data: NoticeData): EmailWording => {
  const name = (fallback: string) => data.name || fallback;
  const load = data.load || t('notice.yourLoad');
  switch (kind) {
    case 'new_message': {
      const sender = name(t('notice.someone'));
      return {
        subject: t('notice.new_message.subject', { name: data.name || 'Freight Dispatch' }),
        lines: [
          data.title
            ? t('notice.new_message.lineAbout', { name: sender, title: data.title })
            : t('notice.new_message.line', { name: sender }),
          t('notice.new_message.outro'),
        ],
      };
    }
    case 'new_bid':
      return {
        subject: t('notice.new_bid.subject', { load }),
        lines: [t('notice.new_bid.line', { name: name(t('notice.aDriver')), load })],
      };
    case 'driver_accepted':
      return {
        subject: t('notice.driver_accepted.subject', { load }),
        lines: [
          t('notice.driver_accepted.line', { name: name(t('notice.aDriver')), load }),
          t('notice.driver_accepted.outro'),
        ],
      };
    case 'bid_accepted': {
      const aLoad = data.load || t('notice.aLoad');
      return {
        subject: t('notice.bid_accepted.subject', { load: aLoad }),
        lines: [t('notice.bid_accepted.line', { load }), t('notice.bid_accepted.outro')],
      };
    }
    case 'bid_countered': {
      const aLoad = data.load || t('notice.aLoad');
      const amount = paid(data, reader.language);
      return {
        subject: t('notice.bid_countered.subject', { load: aLoad }),
        lines: [
          amount ? t('notice.bid_countered.line', { load, amount }) : t('notice.bid_countered.lineNoAmount', { load }),
          t('notice.bid_countered.outro'),
        ],
      };
    }
    case 'counter_declined': {
      const driver = name(t('notice.theDriver'));
      return {
        subject: t('notice.counter_declined.subject', { name: driver }),
        lines: [t('notice.counter_declined.line', { name: driver, load }), t('notice.counter_declined.outro')],
      };
    }
    case 'driver_confirmed': {
      const aLoad = data.load || t('notice.aLoad');
      return {
        subject: t('notice.driver_confirmed.subject', { load: aLoad }),
        lines: [t('notice.driver_confirmed.line', { load }), t('notice.driver_confirmed.outro')],
      };
    }
    case 'driver_rejected':
      return { subject: t('notice.driver_rejected.subject'), lines: [t('notice.driver_rejected.line', { load })] };
    case 'payment': {
      const amount = paid(data, reader.language);
      const level = data.plan_level ?? '';
      const line = data.plan_level
        ? amount
          ? t('notice.payment.plan', { amount, level })
          : t('notice.payment.planNoAmount', { level })
        : amount
          ? t('notice.payment.load', { amount, load })
          : t('notice.payment.loadNoAmount', { load });
      return { subject: t('notice.payment.subject'), lines: [line] };
    }
    case 'delivery':
      return {
        subject: t('notice.delivery.subject', { load }),
        lines: [t('notice.delivery.line', { name: name(t('notice.theDriver')), load })],
      };
    case 'review': {
      const stars = data.stars ?? '?';
      return {
        subject: t('notice.review.subject', { stars }),
        lines: [t('notice.review.line', { name: name(t('notice.someone')), load, stars })],
      };
    }
    default:
      return kind satisfies never;
  }
};

/** The English one-line text of each notice kind. */
const SMS: Record<NoticeKind, (data: NoticeData) => string> = {
  new_message: (data) => `New message from ${data.name || 'Freight'}`,
  new_bid: (data) => `New offer on ${data.load || 'your load'} from ${data.name || 'a driver'}`,
  driver_accepted: (data) => `${data.name || 'A driver'} accepted ${data.load || 'your load'}. Confirm the driver:`,
  bid_accepted: (data) => `Your offer on ${data.load || 'a load'} was accepted.`,
  bid_countered: (data) =>
    `Counter-offer of ${paid(data, 'en-us') || 'a new price'} on ${data.load || 'a load'}. Answer it:`,
  counter_declined: (data) =>
    `${data.name || 'The driver'} declined your counter-offer on ${data.load || 'your load'}.`,
  driver_confirmed: (data) => `You are confirmed for ${data.load || 'a load'}. Pickup details:`,
  driver_rejected: (data) => `The shipper of ${data.load || 'a load'} chose another driver.`,
  payment: (data) => `Payment received${paid(data, 'en-us') ? `: ${paid(data, 'en-us')}` : ''}.`,
  delivery: (data) => `${data.load || 'Your load'} was delivered. Review the driver:`,
  review: (data) => `${data.name || 'Someone'} reviewed you: ${data.stars ?? '?'} stars.`,
};

export const noticeEmail = ({
  reader,
  kind,
  data,
  to,
  name,
  url,
}: {
  reader: EmailReader;
  kind: NoticeKind;
  data: NoticeData;
  to: string;
  name: string;
  url: string;
}): MailMessage =>
  renderEmail(reader, to, (t) => {
    const wording = emailWording(t, reader, kind, data);
    return {
      subject: wording.subject,
      greetName: name,
      blocks: [
        ...wording.lines.map((text) => ({ kind: 'paragraph', text }) as const),
        { kind: 'action', label: t('notice.open'), url },
      ],
      settingsUrl: new URL('/user/information', url).toString(),
    };
  });

export const noticeSms = ({ kind, data, url }: { kind: NoticeKind; data: NoticeData; url: string }): string =>
  `${SMS[kind](data)} ${url}`;

/**
 * The device notification of a notice, in the reader's language: the email's subject and first line. One tag per
 * conversation or load, so a busy chat or a load's successive steps replace one notification instead of piling up.
 */
export const noticePush = ({
  reader,
  kind,
  data,
  link,
}: {
  reader: EmailReader;
  kind: NoticeKind;
  data: NoticeData;
  link: string;
}): PushMessage => {
  const wording = emailWording(emailTranslator(reader.language), reader, kind, data);
  const about = data.chat_id ? `chat-${data.chat_id}` : data.haul_id ? `haul-${data.haul_id}` : kind;
  return { title: wording.subject, body: wording.lines[0] ?? '', url: link || '/', tag: about };
};
