import { and, eq, gt, isNull } from 'drizzle-orm';
import { oneTimeCodes } from '../../db/schema';
import { generateCode, hashSecret } from '../../platform/auth/tokens';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';

export type CodePurpose = (typeof oneTimeCodes.$inferSelect)['purpose'];

/** A verification link stays good for a week; a reset link for an hour, since it grants the account. */
const CODE_TTL_MS: Record<CodePurpose, number> = {
  verify_email: 7 * 24 * 60 * 60_000,
  reset_password: 60 * 60_000,
};

export const createOneTimeCode = async (
  db: Database,
  clock: Clock,
  { userId, purpose, ttlMs = CODE_TTL_MS[purpose] }: { userId: string; purpose: CodePurpose; ttlMs?: number },
): Promise<string> => {
  const code = generateCode();
  const expiresAt = new Date(clock.now().getTime() + ttlMs);
  await db.insert(oneTimeCodes).values({ userId, purpose, codeHash: hashSecret(code), expiresAt });
  return code;
};

/**
 * Spends a code: one conditional update, so two clicks racing on the same link cannot both succeed.
 * Returns the user it belongs to, or null when it is unknown, expired, already used or for another purpose.
 */
export const consumeOneTimeCode = async (
  db: Database,
  clock: Clock,
  { code, purpose }: { code: string; purpose: CodePurpose },
): Promise<string | null> => {
  const now = clock.now();
  const [row] = await db
    .update(oneTimeCodes)
    .set({ usedAt: now })
    .where(
      and(
        eq(oneTimeCodes.codeHash, hashSecret(code)),
        eq(oneTimeCodes.purpose, purpose),
        isNull(oneTimeCodes.usedAt),
        gt(oneTimeCodes.expiresAt, now),
      ),
    )
    .returning({ userId: oneTimeCodes.userId });
  return row?.userId ?? null;
};

/**
 * Spends every unused code of a purpose a user holds: after a password change no older reset link may set it again
 * (issue 21: a reset with the newest link left the earlier ones working).
 */
export const revokeOneTimeCodes = async (
  db: Database,
  clock: Clock,
  { userId, purpose }: { userId: string; purpose: CodePurpose },
): Promise<void> => {
  await db
    .update(oneTimeCodes)
    .set({ usedAt: clock.now() })
    .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose), isNull(oneTimeCodes.usedAt)));
};
