import type { BidBody } from '@freight/domain';

/** The bid dialog's fields as typed: amount in CAD dollars, the deliver-by day (YYYY-MM-DD), expiry as local time. */
export type BidForm = { amount: string; deliverDay: string; expiresAt: string; comment: string };

export const EMPTY_BID_FORM: BidForm = { amount: '', deliverDay: '', expiresAt: '', comment: '' };

/** Why a bid form cannot be sent yet; `missing` is the spec's one message for a missing amount or date. */
export type BidFormProblem = 'missing' | 'amount' | 'deliver_past' | 'expiry' | 'expiry_past';

export type BidFormResult = { ok: true; body: BidBody } | { ok: false; problem: BidFormProblem };

/** The same ceiling as the server's BidBodySchema. */
const MAX_AMOUNT_DOLLARS = 1_000_000;

/** "1,250.50", "$1250.5" or "1250" as dollars; null unless positive with at most two decimals. */
export const parseDollars = (text: string): number | null => {
  const plain = text.replace(/[\s,$]/g, '');
  if (!/^\d+(\.\d{1,2})?$/.test(plain)) return null;
  const dollars = Number(plain);
  return dollars > 0 && dollars < MAX_AMOUNT_DOLLARS ? dollars : null;
};

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A picked day at noon UTC: the same calendar day everywhere in North America (as the post flow stores dates). */
const dayToIso = (day: string) => `${day}T12:00:00.000Z`;

/** A `datetime-local` value ("2026-12-01T17:00") read in the browser's time zone; null when unreadable. */
const localToIso = (value: string): string | null => {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
};

/** YYYY-MM-DD of `now` in the browser's time zone, to compare with a picked day. */
const localDay = (now: Date) =>
  `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;

/**
 * Checks the bid form as the server will (spec 5: amount and deliver-by date required, one message for both) and
 * builds `POST /bid/`'s body. A deliver-by day before today, or an expiry already past, are refused here too: the
 * driver would be offering something the shipper can never take.
 */
export const readBidForm = ({ form, haulId, now }: { form: BidForm; haulId: string; now: Date }): BidFormResult => {
  if (form.amount.trim() === '' || !DAY.test(form.deliverDay)) return { ok: false, problem: 'missing' };
  const amount = parseDollars(form.amount);
  if (amount === null) return { ok: false, problem: 'amount' };
  if (form.deliverDay < localDay(now)) return { ok: false, problem: 'deliver_past' };
  let expiresAt: string | null = null;
  if (form.expiresAt.trim() !== '') {
    expiresAt = localToIso(form.expiresAt);
    if (expiresAt === null) return { ok: false, problem: 'expiry' };
    if (new Date(expiresAt).getTime() <= now.getTime()) return { ok: false, problem: 'expiry_past' };
  }
  return {
    ok: true,
    body: {
      haul_id: haulId,
      amount,
      deliver_at: dayToIso(form.deliverDay),
      expires_at: expiresAt,
      comment: form.comment.trim(),
    },
  };
};
