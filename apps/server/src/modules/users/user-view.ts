import {
  BASE_CURRENCY,
  type Driver,
  normalizeLanguage,
  type PublicUser,
  parseCurrencyCode,
  type User,
} from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import { profilePictureOf } from '../pictures';

/**
 * The private profile as the wire carries it (spec section 3, User). `driver` is the nested driver profile: the
 * profile routes read it (drivers module); answers that only confirm an account change leave it null.
 */
export const toUserView = (row: UserRow, driver: Driver | null = null): User => ({
  id: row.id,
  name: row.name,
  email: row.email,
  telephone: row.telephone,
  status: row.status,
  email_confirmed: row.emailConfirmedAt !== null,
  accepted_terms: row.termsAcceptedAt !== null,
  is_staff: row.isStaff,
  driver,
  unit_choice: row.unitChoice,
  currency_choice: parseCurrencyCode(row.currencyChoice) ?? BASE_CURRENCY,
  language_choice: normalizeLanguage(row.languageChoice),
  recieve_email: row.recieveEmail,
  recieve_sms: row.recieveSms,
  recieve_app_notification: row.recieveAppNotification,
  member_since: row.createdAt.toISOString(),
  original_referral_website: row.originalReferralWebsite,
  picture: profilePictureOf(row.profilePictureId),
});

/** `isDriver`: spec 6 (a driver type other than nondriver, or a paid plan), read by the caller. */
export const toPublicUserView = (row: UserRow, isDriver = false): PublicUser => ({
  id: row.id,
  name: row.name,
  member_since: row.createdAt.toISOString(),
  is_driver: isDriver,
  picture: profilePictureOf(row.profilePictureId),
});
