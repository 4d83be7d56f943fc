import { REFERRAL_CODE_PATTERN } from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import type { Database } from '../../platform/db/database';
import {
  deleteReferral,
  findReferralOf,
  findReferrerById,
  findUserByReferralCode,
  insertClaimOnce,
  insertReferralOnce,
  markFirstLoadOnce,
  markSignedUp,
} from './referrals.repository';

/** What a referrer earns, in CAD cents (config REFERRAL_REWARD_*); 0 turns that reward off. */
export type ReferralRewards = { signupCents: number; firstLoadCents: number };

/**
 * One mailbox, however it is spelled: lower case, no `+tag`, and for Gmail no dots, so `Ann.Lee+2@gmail.com`
 * cannot refer `annlee@gmail.com`.
 */
export const canonicalMailbox = (email: string): string => {
  const [local = '', domain = ''] = email.trim().toLowerCase().split('@');
  const untagged = local.split('+')[0] ?? '';
  const isGmail = domain === 'gmail.com' || domain === 'googlemail.com';
  return `${isGmail ? untagged.replaceAll('.', '') : untagged}@${isGmail ? 'gmail.com' : domain}`;
};

const isSamePerson = (referrer: UserRow, user: UserRow): boolean =>
  referrer.id === user.id ||
  (referrer.email !== null && user.email !== null && canonicalMailbox(referrer.email) === canonicalMailbox(user.email));

/**
 * The registered account a code belongs to, or nothing: malformed and unknown codes are ignored alike, and the
 * caller never answers differently, so codes cannot be tried one after another to find real ones.
 */
const referrerFor = async (db: Database, code: string | null | undefined): Promise<UserRow | undefined> => {
  if (!code || !REFERRAL_CODE_PATTERN.test(code)) return undefined;
  const referrer = await findUserByReferralCode(db, code);
  return referrer?.status === 'verified' ? referrer : undefined;
};

/** A visitor arriving through a link: the temporary account remembers who sent them until they register. */
export const rememberReferralOfVisitor = async (
  db: Database,
  { visitor, code }: { visitor: UserRow; code: string | null | undefined },
): Promise<void> => {
  const referrer = await referrerFor(db, code);
  if (!referrer || referrer.id === visitor.id) return;
  await insertReferralOnce(db, { referrerUserId: referrer.id, referredUserId: visitor.id, signedUpAt: null });
};

/**
 * Registration through a link: the referral the temporary account kept (first touch) or the code sent now. Refused
 * quietly when it would be the referrer themself (same account or same mailbox); a user is referred at most once.
 */
export const recordReferredSignUp = async (
  db: Database,
  { user, code, at }: { user: UserRow; code: string | null | undefined; at: Date },
): Promise<void> => {
  const kept = await findReferralOf(db, user.id);
  if (kept) {
    if (kept.signedUpAt) return;
    const referrer = await findReferrerById(db, kept.referrerUserId);
    if (!referrer || isSamePerson(referrer, user)) return deleteReferral(db, kept.id);
    return markSignedUp(db, kept.id, at);
  }
  const referrer = await referrerFor(db, code);
  if (!referrer || isSamePerson(referrer, user)) return;
  await insertReferralOnce(db, { referrerUserId: referrer.id, referredUserId: user.id, signedUpAt: at });
};

/**
 * The referred user proved their address: the referrer's sign-up reward becomes a claim. Called where the email is
 * confirmed, inside that transaction; the unique index makes a repeated confirmation earn nothing more.
 */
export const rewardConfirmedSignUp = async (
  db: Database,
  { userId, rewards, at }: { userId: string; rewards: ReferralRewards; at: Date },
): Promise<void> => {
  if (rewards.signupCents <= 0) return;
  const referral = await findReferralOf(db, userId);
  if (!referral?.signedUpAt) return;
  await insertClaimOnce(db, {
    userId: referral.referrerUserId,
    referralId: referral.id,
    reason: 'signup',
    amountCents: rewards.signupCents,
    createdAt: at,
  });
};

/**
 * A load was completed: for each party (shipper, driver) who signed up through a link and had no completed load
 * yet, the referral records this load and the referrer's first-load reward becomes a claim. Runs in the completion
 * transaction; the conditional update and the unique index make a retried completion count once.
 */
export const rewardFirstLoad = async (
  db: Database,
  { haulId, partyUserIds, rewards, at }: { haulId: string; partyUserIds: string[]; rewards: ReferralRewards; at: Date },
): Promise<void> => {
  for (const referredUserId of new Set(partyUserIds)) {
    const referral = await markFirstLoadOnce(db, { referredUserId, haulId, at });
    if (!referral || rewards.firstLoadCents <= 0) continue;
    await insertClaimOnce(db, {
      userId: referral.referrerUserId,
      referralId: referral.id,
      reason: 'first_load',
      amountCents: rewards.firstLoadCents,
      createdAt: at,
    });
  }
};
