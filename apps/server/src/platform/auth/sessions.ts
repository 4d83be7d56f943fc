import { and, eq, ne } from 'drizzle-orm';
import { authTokens } from '../../db/schema';
import type { Database } from '../db/database';
import { generateKey, hashSecret } from './tokens';

/** Starts a session: returns the key once; only its hash is kept. */
export const issueKey = async (db: Database, userId: string): Promise<string> => {
  const key = generateKey();
  await db.insert(authTokens).values({ userId, tokenHash: hashSecret(key) });
  return key;
};

export const revokeKey = async (db: Database, key: string): Promise<void> => {
  await db.delete(authTokens).where(eq(authTokens.tokenHash, hashSecret(key)));
};

/** Ends every session of the user, except the one whose key is given (after a password change). */
export const revokeOtherKeys = async (db: Database, userId: string, keepKey?: string): Promise<void> => {
  const condition = keepKey
    ? and(eq(authTokens.userId, userId), ne(authTokens.tokenHash, hashSecret(keepKey)))
    : eq(authTokens.userId, userId);
  await db.delete(authTokens).where(condition);
};
