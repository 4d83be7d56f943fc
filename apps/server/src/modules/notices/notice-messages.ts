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
 * The email and the text of each notice kind are written in the recipient's language (the in-app notice is
 * translated by the web from its kind and data). A text stays one short line with a link.
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
        subject: t('notice.new_message.subject', { name: data.name || t('layout.product') }),
        lines: [
          data.chat_kind === 'support'
            ? t('notice.new_message.lineSupport', { name: sender })
            : data.title
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
    case 'dispute_opened':
      return {
        subject: t('notice.dispute_opened.subject', { load }),
        lines: [t('notice.dispute_opened.line', { load }), t('notice.dispute_opened.outro')],
      };
    case 'dispute_response':
      return {
        subject: t('notice.dispute_response.subject', { load }),
        lines: [t('notice.dispute_response.line', { name: name(t('notice.theDriver')), load })],
      };
    case 'dispute_resolved':
      return {
        subject: t('notice.dispute_resolved.subject', { load }),
        lines: [t('notice.dispute_resolved.line', { load })],
      };
    default:
      return kind satisfies never;
  }
};

/** The one-line text of each notice kind, in the reader's language; the link follows it. */
const smsWording = (t: EmailTranslate, reader: EmailReader, kind: NoticeKind, data: NoticeData): string => {
  const load = data.load || t('notice.yourLoad');
  const name = data.name || t('notice.someone');
  const amount = paid(data, reader.language);
  switch (kind) {
    case 'new_message':
      return t('sms.new_message', { name: data.name || t('layout.product') });
    case 'new_bid':
      return t('sms.new_bid', { load, name: data.name || t('notice.aDriver') });
    case 'driver_accepted':
      return t('sms.driver_accepted', { name: data.name || t('notice.aDriver'), load });
    case 'bid_accepted':
      return t('sms.bid_accepted', { load });
    case 'bid_countered':
      return t('sms.bid_countered', { amount: amount || t('sms.newPrice'), load });
    case 'counter_declined':
      return t('sms.counter_declined', { name: data.name || t('notice.theDriver'), load });
    case 'driver_confirmed':
      return t('sms.driver_confirmed', { load });
    case 'driver_rejected':
      return t('sms.driver_rejected', { load });
    case 'payment':
      return amount ? t('sms.payment', { amount }) : t('sms.paymentPlain');
    case 'delivery':
      return t('sms.delivery', { load });
    case 'review':
      return t('sms.review', { name, stars: data.stars ?? '?' });
    case 'dispute_opened':
    case 'dispute_response':
    case 'dispute_resolved':
      return t(`sms.${kind}`, { load });
    default:
      return kind satisfies never;
  }
};

/** A sentence starts with a capital, also when it starts with a fallback word ("someone", "your load"). */
const capitalized = (text: string, language: EmailReader['language']) =>
  text.charAt(0).toLocaleUpperCase(language) + text.slice(1);

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

export const noticeSms = ({
  reader,
  kind,
  data,
  url,
}: {
  reader: EmailReader;
  kind: NoticeKind;
  data: NoticeData;
  url: string;
}): string =>
  `${capitalized(smsWording(emailTranslator(reader.language), reader, kind, data), reader.language)} ${url}`;

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
