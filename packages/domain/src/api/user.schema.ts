import { z } from 'zod';
import { LANGUAGES } from '../constants/languages';
import { CurrencyCodeSchema } from '../money/currency.schema';
import { UnitSystemSchema } from '../units/unit-system.schema';
import { DriverSchema } from './driver.schema';

/**
 * The user as the wire carries it. Kept apart from the request bodies (users.contract.ts), whose phone rules pull in
 * libphonenumber: the web needs this schema on its first load, the phone data only on the forms.
 */

export const UserStatusSchema = z.enum(['temporary', 'verified']);
export type UserStatus = z.infer<typeof UserStatusSchema>;

/** `enus` (older clients) is accepted and stored as `en-us` (spec section 5). */
export const LanguageChoiceSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim().toLowerCase() === 'enus' ? 'en-us' : value),
  z.enum(LANGUAGES),
);

/** Lower-case ISO 4217 code from the reference data (`cad`, `usd`, ...); upper case is accepted. */
export const CurrencyChoiceSchema = z.preprocess(
  (value) => (typeof value === 'string' ? value.trim().toLowerCase() : value),
  CurrencyCodeSchema,
);

/**
 * Spec 2 and 3: a user's profile picture, square (cropped in the app), as the paths of its two sizes (at most
 * 320 px and 1600 px), or null when they have none. Shown to anyone who may see the user: chat, driver profile.
 */
export const ProfilePictureSchema = z
  .object({ thumb: z.string(), large: z.string() })
  .nullable()
  .meta({ id: 'ProfilePicture' });
export type ProfilePicture = z.infer<typeof ProfilePictureSchema>;

/** The private profile: only its owner and staff ever see it. Field names are the spec's (typos included). */
export const UserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    email: z.string().nullable(),
    telephone: z.string().nullable(),
    status: UserStatusSchema,
    email_confirmed: z.boolean(),
    accepted_terms: z.boolean(),
    is_staff: z.boolean(),
    /** The user's driver profile (spec 3: User.driver nested), null until they start one. */
    driver: DriverSchema.nullable(),
    unit_choice: UnitSystemSchema,
    currency_choice: CurrencyCodeSchema,
    language_choice: z.enum(LANGUAGES),
    recieve_email: z.boolean(),
    recieve_sms: z.boolean().meta({
      description: 'wants texts; no effect while the server has no SMS provider (public config isSmsAvailable)',
    }),
    recieve_app_notification: z.boolean(),
    member_since: z.string(),
    original_referral_website: z.string().nullable(),
    picture: ProfilePictureSchema,
  })
  .meta({ id: 'User' });
export type User = z.infer<typeof UserSchema>;

/** What anyone logged in may see of another user: never email, phone or bank data. */
export const PublicUserSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    member_since: z.string(),
    is_driver: z.boolean(),
    picture: ProfilePictureSchema,
  })
  .meta({ id: 'PublicUser' });
export type PublicUser = z.infer<typeof PublicUserSchema>;

export const KeyResponseSchema = z.object({ key: z.string(), user: UserSchema }).meta({ id: 'KeyResponse' });
export type KeyResponse = z.infer<typeof KeyResponseSchema>;
