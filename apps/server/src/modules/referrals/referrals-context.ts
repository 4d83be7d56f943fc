import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import type { Mailer } from '../../platform/mail/mailer';
import type { ReferralRewards } from './referral-attribution';

/** What the referral use cases need from the app; routes build it. */
export type ReferralsContext = {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicBaseUrl: string;
  rewards: ReferralRewards;
};

export const referralsContext = (app: FastifyInstance, log: FastifyBaseLogger): ReferralsContext => ({
  db: app.db,
  clock: app.clock,
  mailer: app.mailer,
  log,
  publicBaseUrl: app.config.publicBaseUrl,
  rewards: app.config.referralRewards,
});
