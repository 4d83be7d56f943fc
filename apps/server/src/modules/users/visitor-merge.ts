import type { UserRow } from '../../platform/auth/auth-hook';
import type { Database } from '../../platform/db/database';
import { moveHaulsToUser } from '../hauls/hauls.repository';
import { movePicturesToOwner } from '../pictures/pictures.repository';
import { deleteUser } from './users.repository';

/**
 * A temporary visitor who logs into an existing account keeps what they made before logging in: each module that
 * stores visitor-owned rows moves them to the account here, then the empty visitor is removed.
 * Runs inside the login transaction, so a failure leaves the visitor untouched.
 */
export const mergeVisitorInto = async (tx: Database, visitor: UserRow, account: UserRow): Promise<void> => {
  if (visitor.id === account.id || visitor.status !== 'temporary') return;
  await movePicturesToOwner(tx, visitor.id, account.id);
  await moveHaulsToUser(tx, visitor.id, account.id);
  await deleteUser(tx, visitor.id);
};
