import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { pictures } from './pictures';

export const userStatus = pgEnum('user_status', ['temporary', 'verified']);
export const unitChoice = pgEnum('unit_choice', ['metric', 'imp']);

export const users = pgTable(
  'users',
  {
    id: idColumn(),
    name: text('name').notNull().default(''),
    /** Lower-cased; null for temporary visitors. */
    email: text('email'),
    /** E.164; null for temporary visitors. */
    telephone: text('telephone'),
    passwordHash: text('password_hash'),
    status: userStatus('status').notNull().default('temporary'),
    emailConfirmedAt: timestamp('email_confirmed_at', { withTimezone: true }),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true }),
    isStaff: boolean('is_staff').notNull().default(false),
    unitChoice: unitChoice('unit_choice').notNull().default('metric'),
    currencyChoice: text('currency_choice').notNull().default('cad'),
    languageChoice: text('language_choice').notNull().default('en-us'),
    recieveEmail: boolean('recieve_email').notNull().default(true),
    recieveSms: boolean('recieve_sms').notNull().default(true),
    recieveAppNotification: boolean('recieve_app_notification').notNull().default(true),
    originalReferralWebsite: text('original_referral_website'),
    /** The code in the user's referral link; made the first time they open the referral program. */
    referralCode: text('referral_code'),
    profilePictureId: uuid('profile_picture_id').references((): AnyPgColumn => pictures.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('users_email_key').on(table.email).where(sql`${table.email} is not null`),
    uniqueIndex('users_telephone_key').on(table.telephone).where(sql`${table.telephone} is not null`),
    index('users_status_created_idx').on(table.status, table.createdAt),
    uniqueIndex('users_referral_code_key').on(table.referralCode).where(sql`${table.referralCode} is not null`),
  ],
);

/** Only the SHA-256 of a key is stored, so a database leak does not hand out sessions. */
export const authTokens = pgTable(
  'auth_tokens',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('auth_tokens_hash_key').on(table.tokenHash), index('auth_tokens_user_idx').on(table.userId)],
);

export const codePurpose = pgEnum('code_purpose', ['verify_email', 'reset_password']);

/** Emailed one-time codes; stored hashed, valid until `expires_at`, spent by setting `used_at`. */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: codePurpose('purpose').notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('one_time_codes_hash_key').on(table.codeHash)],
);
