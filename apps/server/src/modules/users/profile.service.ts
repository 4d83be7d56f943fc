import { normalizeEmail, normalizePhone, type UpdateUserBody, type User } from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import { sendVerification } from './accounts.service';
import type { AccountsContext } from './accounts-context';
import { assertContactAvailable } from './unique-contact';
import { toUserView } from './user-view';
import { type UserChanges, updateUser } from './users.repository';

/** Applies a profile edit. A new email address must be confirmed again, so a confirmation mail goes to it. */
export const updateProfile = async (
  ctx: AccountsContext,
  { target, body }: { target: UserRow; body: UpdateUserBody },
): Promise<User> => {
  const email = body.email === undefined ? undefined : normalizeEmail(body.email);
  const telephone = body.telephone === undefined ? undefined : normalizePhone(body.telephone);
  await assertContactAvailable(ctx.db, { email, telephone, exceptUserId: target.id });
  const emailChanged = email !== undefined && email !== target.email;
  const changes: UserChanges = {
    name: body.name,
    email,
    telephone,
    unitChoice: body.unit_choice,
    currencyChoice: body.currency_choice,
    languageChoice: body.language_choice,
    recieveEmail: body.recieve_email,
    recieveSms: body.recieve_sms,
    recieveAppNotification: body.recieve_app_notification,
    ...(emailChanged ? { emailConfirmedAt: null } : {}),
    ...(body.accepted_terms === undefined
      ? {}
      : { termsAcceptedAt: body.accepted_terms ? (target.termsAcceptedAt ?? ctx.clock.now()) : null }),
  };
  const defined = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
  const updated = Object.keys(defined).length ? await updateUser(ctx.db, target.id, defined) : target;
  if (emailChanged) await sendVerification(ctx, updated);
  return toUserView(updated);
};
