import { formatMoney, type Haul, normalizeLanguage, type User } from '@freight/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { UserRow } from '../../platform/auth/auth-hook';
import { AppError } from '../../platform/errors/app-error';
import { readerOf } from '../../platform/mail/email-reader';
import type { Mailer } from '../../platform/mail/mailer';
import { sendEmail } from '../../platform/mail/send-email';
import { consumeRateLimit, type RateLimitRule } from '../../platform/rate-limit';
import { toUserView } from '../users';
import { loadViewableHaul } from './driver-haul-access';
import { loadOwnHaul } from './haul-access';
import type { HaulContext } from './haul-context';
import { createShare, findShare, markShareClaimed, quoteShareEmail } from './haul-share';
import { copyHaulRecord, findHaulRecord } from './hauls.repository';
import { viewHaul } from './view-haul';

/** Sharing sends mail to any address: a cap keeps the product from being used to spam. */
const SHARES_PER_USER: RateLimitRule = { name: 'haul-share-user', limit: 20, windowMs: 60 * 60_000 };

export type HaulsContext = HaulContext & { mailer: Mailer; log: FastifyBaseLogger; publicBaseUrl: string };

/** The shipper's and staff's view of a load, or a driver's (loadViewableHaul says which drivers see what). */
export const getHaul = async (ctx: HaulContext, user: UserRow, haulId: string): Promise<Haul> =>
  viewHaul(ctx, await loadViewableHaul(ctx.db, user, haulId), user);

/** Spec 1 and 7: the shipper emails the quote; the link in it lets whoever opens it claim a copy. */
export const shareHaul = async (
  ctx: HaulsContext,
  { user, haulId, email }: { user: UserRow; haulId: string; email: string },
): Promise<void> => {
  const record = await loadOwnHaul(ctx.db, user, haulId);
  await consumeRateLimit({ db: ctx.db, clock: ctx.clock, rule: SHARES_PER_USER, key: user.id });
  const haul = await viewHaul(ctx, record, user);
  const code = await createShare(ctx.db, { haulId, sharedBy: user, email });
  const link = new URL('/quote', ctx.publicBaseUrl);
  link.searchParams.set('haul_id', haulId);
  link.searchParams.set('share', code);
  const language = normalizeLanguage(user.languageChoice);
  const price = haul.rate ? formatMoney(haul.rate, language) : null;
  const taxed = haul.total_rate && haul.rate_taxes.length > 0 ? haul.total_rate : null;
  const priceWithTaxes = taxed ? formatMoney(taxed, language) : null;
  await sendEmail({
    db: ctx.db,
    mailer: ctx.mailer,
    clock: ctx.clock,
    log: ctx.log,
    message: quoteShareEmail({
      reader: await readerOf(user, null),
      to: email,
      haul,
      price,
      priceWithTaxes,
      link: link.toString(),
      sharedByName: user.name,
    }),
    meta: { kind: 'quote_share', haulId, userId: user.id },
  });
};

const ALREADY_CLAIMED = 'Someone else has already opened this quote link.';

/**
 * Claims an emailed quote (spec 7: `POST /haul/claim_share/` with haul_id returns the user): the claimer gets their
 * own draft copy, or their own haul back when they shared it themselves. The first claimer keeps the link; the copy
 * and the claim are written together, so a lost race leaves no stray copy.
 */
export const claimSharedHaul = async (
  ctx: HaulContext,
  { user, haulId, code }: { user: UserRow; haulId: string; code: string },
): Promise<{ user: User; haul: Haul }> => {
  const share = await findShare(ctx.db, { haulId, code });
  if (!share) throw new AppError('code_invalid', 'This quote link is not valid.');
  let claimedHaulId = share.claimedHaulId;
  if (share.claimedBy === null) {
    claimedHaulId = await ctx.db.transaction(async (tx) => {
      const original = await findHaulRecord(tx, haulId);
      if (!original) throw new AppError('not_found', 'This quote no longer exists.');
      const now = ctx.clock.now();
      const copyId =
        original.haul.userId === user.id ? haulId : (await copyHaulRecord(tx, original, user.id, now)).haul.id;
      if (!(await markShareClaimed(tx, { shareId: share.id, userId: user.id, claimedHaulId: copyId, at: now }))) {
        throw new AppError('quote_link_claimed', ALREADY_CLAIMED);
      }
      return copyId;
    });
  } else if (share.claimedBy !== user.id) {
    throw new AppError('quote_link_claimed', ALREADY_CLAIMED);
  }
  const record = claimedHaulId ? await findHaulRecord(ctx.db, claimedHaulId) : null;
  if (!record) throw new AppError('not_found', 'This quote no longer exists.');
  return { user: toUserView(user), haul: await viewHaul(ctx, record, user) };
};
