import { eq, sql } from 'drizzle-orm';
import { authTokens } from '../../db/schema';
import type { Database } from '../db/database';

/** The user a session key (by its hash) belongs to, or null once it was logged out or revoked. */
export const findSessionUserId = async (db: Database, tokenHash: string): Promise<string | null> => {
  const [row] = await db
    .select({ userId: authTokens.userId })
    .from(authTokens)
    .where(eq(authTokens.tokenHash, tokenHash))
    .limit(1);
  return row?.userId ?? null;
};

const HEX = /^[0-9a-f]+$/;

/**
 * Of these key hashes, those still signed in: one query for every socket of the process. The hashes travel as one
 * array parameter rather than thousands of bind parameters, which PGlite (on the event loop's thread) parses
 * several times faster.
 */
export const findSignedInTokenHashes = async (db: Database, tokenHashes: string[]): Promise<Set<string>> => {
  // Hex SHA-256 digests only: nothing else can reach the array literal.
  const hashes = tokenHashes.filter((hash) => HEX.test(hash));
  if (hashes.length === 0) return new Set();
  const rows = await db
    .select({ tokenHash: authTokens.tokenHash })
    .from(authTokens)
    .where(sql`${authTokens.tokenHash} = any(${`{${hashes.join(',')}}`}::text[])`);
  return new Set(rows.map((row) => row.tokenHash));
};
