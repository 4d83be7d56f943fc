import { ACCOUNT_MESSAGES } from '@freight/domain';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { findUserByEmail, findUserByTelephone } from './users.repository';

/** Refuses an email or phone that belongs to another account (409, with the field named for the form). */
export const assertContactAvailable = async (
  db: Database,
  { email, telephone, exceptUserId }: { email?: string | null; telephone?: string | null; exceptUserId?: string },
): Promise<void> => {
  if (email) {
    const owner = await findUserByEmail(db, email);
    if (owner && owner.id !== exceptUserId) {
      throw new AppError('account_exists', ACCOUNT_MESSAGES.emailTaken, { email: [ACCOUNT_MESSAGES.emailTaken] });
    }
  }
  if (telephone) {
    const owner = await findUserByTelephone(db, telephone);
    if (owner && owner.id !== exceptUserId) {
      throw new AppError('account_exists', ACCOUNT_MESSAGES.phoneTaken, { telephone: [ACCOUNT_MESSAGES.phoneTaken] });
    }
  }
};
