import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { PasswordHashCost } from '../../platform/auth/passwords';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import type { Mailer, MailMessage } from '../../platform/mail/mailer';
import { sendEmail } from '../../platform/mail/send-email';
import type { ReferralRewards } from '../referrals';
import type { MoveVisitorRows } from './visitor-merge';

/** What the account use cases need from the app; routes build it, tests could build it by hand. */
export type AccountsContext = {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicBaseUrl: string;
  /** Confirmed owners of these addresses are staff (config STAFF_EMAILS). */
  staffEmails: readonly string[];
  /** A referred user confirming their email earns their referrer the sign-up reward (config REFERRAL_REWARD_*). */
  referralRewards: ReferralRewards;
  /** Accounts and visitor accounts one address may create per hour (config). */
  accountCreationLimits: { signUpsPerAddressPerHour: number; visitorsPerAddressPerHour: number };
  /** argon2id's cost for new password hashes (config). */
  passwordHashCost: PasswordHashCost;
  /** What modules above users move when a visitor logs in (see visitor-merge.ts). */
  visitorRowMovers: readonly MoveVisitorRows[];
  /**
   * Drops what this process remembers of the user's sessions (decision 029), so keys just ended stop working on the
   * very next request, even one that is not the user's own; other processes hear it from the database a moment later.
   */
  forgetSessionsOf: (userId: string) => void;
};

export const accountsContext = (app: FastifyInstance, log: FastifyBaseLogger): AccountsContext => ({
  db: app.db,
  clock: app.clock,
  mailer: app.mailer,
  log,
  publicBaseUrl: app.config.publicBaseUrl,
  staffEmails: app.config.staffEmails,
  referralRewards: app.config.referralRewards,
  visitorRowMovers: app.visitorRowMovers,
  accountCreationLimits: app.config.accountCreationLimits,
  passwordHashCost: app.config.passwordHashCost,
  forgetSessionsOf: app.sessions.forgetUser,
});

export const sendAccountEmail = (ctx: AccountsContext, message: MailMessage, meta: Record<string, unknown>) =>
  sendEmail({ db: ctx.db, mailer: ctx.mailer, clock: ctx.clock, log: ctx.log, message, meta });
