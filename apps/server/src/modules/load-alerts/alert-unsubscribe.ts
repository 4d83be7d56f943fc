import type { UserRow } from '../../platform/auth/auth-hook';
import { readLinkToken, signLinkToken } from '../../platform/auth/signed-links';
import type { Database } from '../../platform/db/database';
import { findUserById, updateUser } from '../users';

const PURPOSE = 'load_alert_unsubscribe';

/** The web-facing API path of the one-click link; the token is the driver's id signed with the server's key. */
export const unsubscribeUrlFor = async (db: Database, baseUrl: string, userId: string): Promise<string> => {
  const url = new URL('/api/load-alerts/unsubscribe', baseUrl);
  url.searchParams.set('token', await signLinkToken(db, PURPOSE, userId));
  return url.toString();
};

/** The driver a link names, or null for a tampered or foreign token (or an account deleted since). */
export const findUnsubscriber = async (db: Database, token: string): Promise<UserRow | null> => {
  const userId = await readLinkToken(db, PURPOSE, token);
  return userId ? ((await findUserById(db, userId)) ?? null) : null;
};

/**
 * Turns the driver's emails off: spec 3's `recieve_email`, the one switch alerts obey and the profile shows, so they
 * can turn it back on where they turned everything else. Mandatory emails (receipts, password resets) still go.
 */
export const unsubscribeFromAlertEmails = (db: Database, user: UserRow): Promise<UserRow> =>
  updateUser(db, user.id, { recieveEmail: false });
