import { ACCOUNT_MESSAGES } from '@freight/domain';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { fieldError } from '../../platform/errors/field-problems';
import { findUserByEmail, findUserByTelephone } from './users.repository';

/** Refuses an email or phone that belongs to another account (409, with the field named for the form). */
export const assertContactAvailable = async (
  db: Database,
  { email, telephone, exceptUserId }: { email?: string | null; telephone?: string | null; exceptUserId?: string },
): Promise<void> => {
  if (email) {
    const owner = await findUserByEmail(db, email);
    if (owner && owner.id !== exceptUserId) {
      const { emailTaken } = ACCOUNT_MESSAGES;
      throw new AppError('account_exists', emailTaken, fieldError('email', 'email_taken', emailTaken));
    }
  }
  if (telephone) {
    const owner = await findUserByTelephone(db, telephone);
    if (owner && owner.id !== exceptUserId) {
      const { phoneTaken } = ACCOUNT_MESSAGES;
      throw new AppError('account_exists', phoneTaken, fieldError('telephone', 'phone_taken', phoneTaken));
    }
  }
};
