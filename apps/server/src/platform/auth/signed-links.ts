import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { signingKeys } from '../../db/schema';
import type { Database } from '../db/database';

/** What a signed link may do; the purpose is signed too, so a token for one can never do another. */
export type LinkPurpose = 'load_alert_unsubscribe';

/** The purpose's secret, made once (the first process to ask writes it; the others read the same row). */
const secretOf = async (db: Database, purpose: LinkPurpose): Promise<Buffer> => {
  await db
    .insert(signingKeys)
    .values({ name: purpose, secret: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ secret: signingKeys.secret }).from(signingKeys).where(eq(signingKeys.name, purpose));
  if (!row) throw new Error(`the ${purpose} signing key was not written`);
  return Buffer.from(row.secret, 'base64url');
};

const macOf = (secret: Buffer, purpose: LinkPurpose, subject: string) =>
  createHmac('sha256', secret).update(`${purpose}\n${subject}`).digest();

/**
 * A token naming `subject` (a user id) for `purpose`: `subject.HMAC-SHA256`. It carries no expiry: an unsubscribe
 * link in an old email must still work, and it can do only the one harmless thing its purpose names.
 */
export const signLinkToken = async (db: Database, purpose: LinkPurpose, subject: string): Promise<string> =>
  `${subject}.${macOf(await secretOf(db, purpose), purpose, subject).toString('base64url')}`;

/** The subject of a token this server signed for `purpose`; null for a tampered, truncated or foreign token. */
export const readLinkToken = async (db: Database, purpose: LinkPurpose, token: string): Promise<string | null> => {
  const dot = token.lastIndexOf('.');
  if (dot <= 0) return null;
  const subject = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = macOf(await secretOf(db, purpose), purpose, subject);
  return given.length === expected.length && timingSafeEqual(given, expected) ? subject : null;
};
