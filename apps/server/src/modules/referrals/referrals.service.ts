import type { ReferBody, Referral, ReferralClaim, ReferralShare } from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { AppError } from '../../platform/errors/app-error';
import { readerOf } from '../../platform/mail/email-reader';
import { sendEmail } from '../../platform/mail/send-email';
import { consumeRateLimit, type RateLimitRule } from '../../platform/rate-limit';
import { generateReferralCode } from './referral-code';
import { referralInvitationEmail } from './referral-emails';
import { toClaimView, toReferAmounts, toReferredView, toShareView } from './referral-view';
import {
  countReferred,
  countShares,
  findClaimWithReferred,
  insertShare,
  listClaimsOf,
  listReferred,
  listShares,
  moveClaim,
  readReferralCode,
  setReferralCodeOnce,
} from './referrals.repository';
import type { ReferralsContext } from './referrals-context';

/** A person inviting friends sends a handful a day; more is a mailing list, which this must not become. */
const EMAIL_SHARES_PER_USER: RateLimitRule = { name: 'refer-email-user', limit: 20, windowMs: 24 * 3600_000 };
/** However many accounts write to one address, it hears from us at most this often. */
const EMAIL_SHARES_PER_RECIPIENT: RateLimitRule = { name: 'refer-email-to', limit: 3, windowMs: 24 * 3600_000 };
/** Text, link and native shares only leave a row; this keeps a stuck button from filling the table. */
const OTHER_SHARES_PER_USER: RateLimitRule = { name: 'refer-share-user', limit: 100, windowMs: 3600_000 };

const SHARES_LISTED = 50;
const REFERRED_LISTED = 100;

/** The caller's code, made the first time it is asked for (a collision, however unlikely, draws again). */
const ensureReferralCode = async (ctx: ReferralsContext, user: UserRow): Promise<string> => {
  if (user.referralCode) return user.referralCode;
  for (let attempt = 0; attempt < 3; attempt += 1) {
    try {
      const made = await setReferralCodeOnce(ctx.db, user.id, generateReferralCode());
      if (made) return made;
      const existing = await readReferralCode(ctx.db, user.id);
      if (existing) return existing;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
    }
  }
  throw new Error('could not make a unique referral code');
};

/** The link a referral code travels in: the welcome page, which keeps the code until the visitor signs up. */
const referralLink = (publicBaseUrl: string, code: string): string => {
  const link = new URL('/', publicBaseUrl);
  link.searchParams.set('ref', code);
  return link.toString();
};

/** `GET /refer/`: the caller's link, what came of it, and their rewards. */
export const getReferral = async (ctx: ReferralsContext, user: UserRow): Promise<Referral> => {
  const code = await ensureReferralCode(ctx, user);
  const [sharesSent, shares, counts, referred, claims] = await Promise.all([
    countShares(ctx.db, user.id),
    listShares(ctx.db, user.id, SHARES_LISTED),
    countReferred(ctx.db, user.id),
    listReferred(ctx.db, user.id, REFERRED_LISTED),
    listClaimsOf(ctx.db, user.id),
  ]);
  return {
    code,
    link: referralLink(ctx.publicBaseUrl, code),
    amounts: toReferAmounts(ctx.rewards),
    activity: {
      shares_sent: sharesSent,
      sign_ups: counts.signUps,
      first_loads: counts.firstLoads,
      shares: shares.map(toShareView),
      referred: referred.map(toReferredView),
    },
    claims: claims.map(toClaimView),
  };
};

/**
 * `POST /refer/` (refer_data): records a share of the caller's link; an email share also mails the invitation.
 * Rate limited per sender and, for email, per recipient, so it cannot be used to send spam.
 */
export const shareReferral = async (
  ctx: ReferralsContext,
  { user, body }: { user: UserRow; body: ReferBody },
): Promise<ReferralShare> => {
  const data = body.refer_data;
  const code = await ensureReferralCode(ctx, user);
  const now = ctx.clock.now();
  if (data.channel !== 'email') {
    await consumeRateLimit({ db: ctx.db, clock: ctx.clock, rule: OTHER_SHARES_PER_USER, key: user.id });
    return toShareView(
      await insertShare(ctx.db, { referrerUserId: user.id, channel: data.channel, recipient: null, createdAt: now }),
    );
  }
  const recipient = data.email.toLowerCase();
  await consumeRateLimit({ db: ctx.db, clock: ctx.clock, rule: EMAIL_SHARES_PER_USER, key: user.id });
  await consumeRateLimit({ db: ctx.db, clock: ctx.clock, rule: EMAIL_SHARES_PER_RECIPIENT, key: recipient });
  const share = await insertShare(ctx.db, { referrerUserId: user.id, channel: 'email', recipient, createdAt: now });
  await sendEmail({
    db: ctx.db,
    mailer: ctx.mailer,
    clock: ctx.clock,
    log: ctx.log,
    message: referralInvitationEmail({
      reader: await readerOf(user, null),
      to: recipient,
      fromName: user.name,
      link: referralLink(ctx.publicBaseUrl, code),
    }),
    meta: { kind: 'referral_invitation', userId: user.id, shareId: share.id },
  });
  return toShareView(share);
};

/**
 * `POST /refer/claims/{id}/request/`: the user asks to be paid an earned reward. One conditional update, so two
 * requests at once move it once (the other is 409); someone else's claim is 404.
 */
export const requestClaim = async (
  ctx: ReferralsContext,
  { user, claimId }: { user: UserRow; claimId: string },
): Promise<ReferralClaim> => {
  const moved = await moveClaim(ctx.db, {
    claimId,
    userId: user.id,
    from: 'available',
    changes: { status: 'requested', requestedAt: ctx.clock.now() },
  });
  const current = await findClaimWithReferred(ctx.db, claimId);
  if (!current || current.claim.userId !== user.id) throw new AppError('not_found', 'No such claim.');
  if (!moved) throw new AppError('referral_reward_already_requested', 'This reward has already been requested.');
  return toClaimView(current);
};
