import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { hauls } from './hauls';
import { users } from './users';

export const referralChannel = pgEnum('referral_channel', ['email', 'text', 'link', 'native']);

/** A share of the user's referral link (spec 2: referral/share/email, /text, /link, /native). */
export const referralShares = pgTable(
  'referral_shares',
  {
    id: idColumn(),
    referrerUserId: uuid('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: referralChannel('channel').notNull(),
    /** The address mailed, for email shares; other channels leave the app and are not followed. */
    recipient: text('recipient'),
    createdAt: createdAt(),
  },
  (table) => [index('referral_shares_referrer_idx').on(table.referrerUserId, table.createdAt)],
);

/** A user who signed up through another's link; a user is referred at most once and never by themselves. */
export const referrals = pgTable(
  'referrals',
  {
    id: idColumn(),
    referrerUserId: uuid('referrer_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referredUserId: uuid('referred_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    channel: referralChannel('channel'),
    signedUpAt: timestamp('signed_up_at', { withTimezone: true }),
    firstLoadHaulId: uuid('first_load_haul_id').references(() => hauls.id, { onDelete: 'set null' }),
    firstLoadCompletedAt: timestamp('first_load_completed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('referrals_referred_key').on(table.referredUserId),
    index('referrals_referrer_idx').on(table.referrerUserId, table.createdAt),
  ],
);

export const referralRewardReason = pgEnum('referral_reward_reason', ['signup', 'first_load']);
export const referralClaimStatus = pgEnum('referral_claim_status', [
  'available',
  'requested',
  'approved',
  'rejected',
  'paid',
]);

/** A reward earned through a referral (amounts from configuration), which the user requests and staff decide. */
export const referralClaims = pgTable(
  'referral_claims',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    referralId: uuid('referral_id')
      .notNull()
      .references(() => referrals.id, { onDelete: 'cascade' }),
    reason: referralRewardReason('reason').notNull(),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('cad'),
    status: referralClaimStatus('status').notNull().default('available'),
    requestedAt: timestamp('requested_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedByUserId: uuid('decided_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    decisionNote: text('decision_note'),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('referral_claims_once_key').on(table.userId, table.referralId, table.reason),
    index('referral_claims_status_idx').on(table.status, table.createdAt),
  ],
);
