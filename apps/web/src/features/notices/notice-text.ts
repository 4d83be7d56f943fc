import { type Money, NOTICE_KINDS, type NoticeKind, parseCurrencyCode } from '@freight/domain';
import type { TFunction } from 'i18next';

type NoticeLike = { kind: string; data: Record<string, unknown> };

export type NoticeText = { title: string; body: string };

const text = (value: unknown): string => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

const isKnownKind = (kind: string): kind is NoticeKind => (NOTICE_KINDS as readonly string[]).includes(kind);

const amountOf = (data: Record<string, unknown>, money: (value: Money) => string): string => {
  const currency = parseCurrencyCode(text(data.currency));
  return currency && typeof data.amount === 'number' ? money({ amountCents: data.amount, currency }) : '';
};

/**
 * A notice's title and sentence in the reader's language, from its kind and data (the server stores no text). A
 * kind this client does not know yet still reads as a generic notice.
 */
export const noticeText = (
  t: TFunction<'notices'>,
  notice: NoticeLike,
  money: (value: Money) => string,
): NoticeText => {
  const { data } = notice;
  const values = {
    name: text(data.name) || '—',
    load: text(data.load) || '—',
    title: text(data.title),
    stars: text(data.stars),
    level: text(data.plan_level),
    amount: amountOf(data, money),
  };
  if (!isKnownKind(notice.kind)) return { title: t('kinds.unknown.title'), body: t('kinds.unknown.body') };
  const kind = notice.kind;
  const title = t(`kinds.${kind}.title`);
  if (kind === 'new_message' && data.chat_kind === 'support')
    return { title, body: t('kinds.new_message.bodySupport', values) };
  if (kind === 'new_message' && values.title) return { title, body: t('kinds.new_message.bodyAbout', values) };
  if (kind === 'payment' && data.plan_level) return { title, body: t('kinds.payment.bodyPlan', values) };
  return { title, body: t(`kinds.${kind}.body`, values) };
};
