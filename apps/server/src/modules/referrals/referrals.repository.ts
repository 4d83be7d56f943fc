import type { ReferralChannel, ReferralClaimStatus, ReferralRewardReason } from '@freight/domain';
import { and, asc, count, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { referralClaims, referralShares, referrals, users } from '../../db/schema';
import type { UserRow } from '../../platform/auth/auth-hook';
import type { Database } from '../../platform/db/database';

export type ReferralRow = typeof referrals.$inferSelect;
export type ClaimRow = typeof referralClaims.$inferSelect;
export type ShareRow = typeof referralShares.$inferSelect;

export const findUserByReferralCode = async (db: Database, code: string): Promise<UserRow | undefined> => {
  const [row] = await db.select().from(users).where(eq(users.referralCode, code)).limit(1);
  return row;
};

/** The referrer of a kept referral (a stored id, so no format check is needed). */
export const findReferrerById = async (db: Database, userId: string): Promise<UserRow | undefined> => {
  const [row] = await db.select().from(users).where(eq(users.id, userId)).limit(1);
  return row;
};

/** Sets the code only if the user has none yet, so two first visits at once keep one code; null when beaten. */
export const setReferralCodeOnce = async (db: Database, userId: string, code: string): Promise<string | null> => {
  const [row] = await db
    .update(users)
    .set({ referralCode: code })
    .where(and(eq(users.id, userId), isNull(users.referralCode)))
    .returning({ code: users.referralCode });
  return row?.code ?? null;
};

export const readReferralCode = async (db: Database, userId: string): Promise<string | null> => {
  const [row] = await db.select({ code: users.referralCode }).from(users).where(eq(users.id, userId));
  return row?.code ?? null;
};

export const findReferralOf = async (db: Database, referredUserId: string): Promise<ReferralRow | undefined> => {
  const [row] = await db.select().from(referrals).where(eq(referrals.referredUserId, referredUserId)).limit(1);
  return row;
};

/** A user is referred at most once: the unique index on the referred user makes a second insert a no-op. */
export const insertReferralOnce = async (
  db: Database,
  values: { referrerUserId: string; referredUserId: string; signedUpAt: Date | null },
): Promise<void> => {
  await db.insert(referrals).values(values).onConflictDoNothing({ target: referrals.referredUserId });
};

export const markSignedUp = async (db: Database, referralId: string, at: Date): Promise<void> => {
  await db
    .update(referrals)
    .set({ signedUpAt: at })
    .where(and(eq(referrals.id, referralId), isNull(referrals.signedUpAt)));
};

export const deleteReferral = async (db: Database, referralId: string): Promise<void> => {
  await db.delete(referrals).where(eq(referrals.id, referralId));
};

/** The referral of a user who signed up, for the first time one of their loads is completed; null after the first. */
export const markFirstLoadOnce = async (
  db: Database,
  { referredUserId, haulId, at }: { referredUserId: string; haulId: string; at: Date },
): Promise<ReferralRow | null> => {
  const [row] = await db
    .update(referrals)
    .set({ firstLoadHaulId: haulId, firstLoadCompletedAt: at })
    .where(
      and(
        eq(referrals.referredUserId, referredUserId),
        isNotNull(referrals.signedUpAt),
        isNull(referrals.firstLoadCompletedAt),
      ),
    )
    .returning();
  return row ?? null;
};

/** One claim per referral and reason (unique index), so a retried confirmation or completion earns nothing more. */
export const insertClaimOnce = async (
  db: Database,
  values: { userId: string; referralId: string; reason: ReferralRewardReason; amountCents: number; createdAt: Date },
): Promise<void> => {
  await db
    .insert(referralClaims)
    .values({ ...values, currency: 'cad' })
    .onConflictDoNothing({ target: [referralClaims.userId, referralClaims.referralId, referralClaims.reason] });
};

export const insertShare = async (
  db: Database,
  values: { referrerUserId: string; channel: ReferralChannel; recipient: string | null; createdAt: Date },
): Promise<ShareRow> => {
  const [row] = await db.insert(referralShares).values(values).returning();
  if (!row) throw new Error('insert returned no share');
  return row;
};

export const countShares = async (db: Database, referrerUserId: string): Promise<number> => {
  const [row] = await db
    .select({ total: count() })
    .from(referralShares)
    .where(eq(referralShares.referrerUserId, referrerUserId));
  return row?.total ?? 0;
};

export const listShares = async (db: Database, referrerUserId: string, limit: number): Promise<ShareRow[]> =>
  db
    .select()
    .from(referralShares)
    .where(eq(referralShares.referrerUserId, referrerUserId))
    .orderBy(desc(referralShares.createdAt), desc(referralShares.id))
    .limit(limit);

export type ReferredRow = {
  referral: ReferralRow;
  referred: { id: string; name: string; emailConfirmedAt: Date | null };
};

/** People who signed up through the referrer's link (visitors who only arrived are not listed). */
export const listReferred = async (db: Database, referrerUserId: string, limit: number): Promise<ReferredRow[]> =>
  db
    .select({
      referral: referrals,
      referred: { id: users.id, name: users.name, emailConfirmedAt: users.emailConfirmedAt },
    })
    .from(referrals)
    .innerJoin(users, eq(users.id, referrals.referredUserId))
    .where(and(eq(referrals.referrerUserId, referrerUserId), isNotNull(referrals.signedUpAt)))
    .orderBy(desc(referrals.signedUpAt), desc(referrals.id))
    .limit(limit);

export const countReferred = async (
  db: Database,
  referrerUserId: string,
): Promise<{ signUps: number; firstLoads: number }> => {
  const [row] = await db
    .select({ signUps: count(referrals.signedUpAt), firstLoads: count(referrals.firstLoadCompletedAt) })
    .from(referrals)
    .where(eq(referrals.referrerUserId, referrerUserId));
  return { signUps: row?.signUps ?? 0, firstLoads: row?.firstLoads ?? 0 };
};

export type ClaimWithReferred = { claim: ClaimRow; referredName: string };

export const listClaimsOf = async (db: Database, userId: string): Promise<ClaimWithReferred[]> =>
  db
    .select({ claim: referralClaims, referredName: users.name })
    .from(referralClaims)
    .innerJoin(referrals, eq(referrals.id, referralClaims.referralId))
    .innerJoin(users, eq(users.id, referrals.referredUserId))
    .where(eq(referralClaims.userId, userId))
    .orderBy(desc(referralClaims.createdAt), desc(referralClaims.id));

export const findClaimWithReferred = async (db: Database, claimId: string): Promise<ClaimWithReferred | undefined> => {
  const [row] = await db
    .select({ claim: referralClaims, referredName: users.name })
    .from(referralClaims)
    .innerJoin(referrals, eq(referrals.id, referralClaims.referralId))
    .innerJoin(users, eq(users.id, referrals.referredUserId))
    .where(eq(referralClaims.id, claimId))
    .limit(1);
  return row;
};

/**
 * Moves a claim from one status to the next in one conditional UPDATE, so of two requests (or two staff decisions)
 * at once exactly one moves it; null when the claim was not in `from` (or, with `userId`, not that user's).
 */
export const moveClaim = async (
  db: Database,
  {
    claimId,
    userId,
    from,
    changes,
  }: {
    claimId: string;
    userId?: string;
    from: ReferralClaimStatus;
    changes: Partial<typeof referralClaims.$inferInsert>;
  },
): Promise<ClaimRow | null> => {
  const conditions = [eq(referralClaims.id, claimId), eq(referralClaims.status, from)];
  if (userId) conditions.push(eq(referralClaims.userId, userId));
  const [row] = await db
    .update(referralClaims)
    .set(changes)
    .where(and(...conditions))
    .returning();
  return row ?? null;
};

type StaffPersonRow = { id: string; name: string; email: string | null; emailConfirmedAt: Date | null };
export type StaffClaimRow = {
  claim: ClaimRow;
  referral: ReferralRow;
  referrer: StaffPersonRow;
  referred: StaffPersonRow;
};

const referrerUser = alias(users, 'referrer_user');
const referredUser = alias(users, 'referred_user');

const staffClaimColumns = {
  claim: referralClaims,
  referral: referrals,
  referrer: {
    id: referrerUser.id,
    name: referrerUser.name,
    email: referrerUser.email,
    emailConfirmedAt: referrerUser.emailConfirmedAt,
  },
  referred: {
    id: referredUser.id,
    name: referredUser.name,
    email: referredUser.email,
    emailConfirmedAt: referredUser.emailConfirmedAt,
  },
};

const staffClaimsQuery = (db: Database) =>
  db
    .select(staffClaimColumns)
    .from(referralClaims)
    .innerJoin(referrals, eq(referrals.id, referralClaims.referralId))
    .innerJoin(referrerUser, eq(referrerUser.id, referralClaims.userId))
    .innerJoin(referredUser, eq(referredUser.id, referrals.referredUserId));

/** Claims in one status for staff, the longest waiting first. */
export const listClaimsInStatus = async (
  db: Database,
  { status, page, pageSize }: { status: ReferralClaimStatus; page: number; pageSize: number },
): Promise<{ count: number; rows: StaffClaimRow[] }> => {
  const [total] = await db.select({ total: count() }).from(referralClaims).where(eq(referralClaims.status, status));
  const rows = await staffClaimsQuery(db)
    .where(eq(referralClaims.status, status))
    .orderBy(asc(referralClaims.requestedAt), asc(referralClaims.createdAt), asc(referralClaims.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { count: total?.total ?? 0, rows };
};

export const findStaffClaim = async (db: Database, claimId: string): Promise<StaffClaimRow | undefined> => {
  const [row] = await staffClaimsQuery(db).where(eq(referralClaims.id, claimId)).limit(1);
  return row;
};
