import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Config } from '../../platform/config';
import type { Mailer } from '../../platform/mail/mailer';
import type { PushSender } from '../../platform/push/push-sender';
import type { SmsSender } from '../../platform/sms/sms-sender';
import { type HaulContext, type HaulServices, haulContext } from '../hauls';
import type { ReferralRewards } from '../referrals';

/** What the after-acceptance use cases need: a haul's view (HaulContext) and email to tell the other side. */
export type DeliveryContext = HaulContext & {
  mailer: Mailer;
  /** Null with no SMS provider: notices then send no text. */
  sms: SmsSender | null;
  push: PushSender;
  log: FastifyBaseLogger;
  publicBaseUrl: string;
  /** A referred user's first completed load earns their referrer a reward (config REFERRAL_REWARD_*). */
  referralRewards: ReferralRewards;
  /** Documents drawn for the delivery email (the bill of lading) need the seller's details too. */
  invoicing: Config['invoicing'];
};

export const deliveryContext = (
  app: FastifyInstance,
  services: HaulServices,
  log: FastifyBaseLogger,
): DeliveryContext => ({
  ...haulContext(app, services),
  mailer: app.mailer,
  sms: app.sms,
  push: app.push,
  log,
  publicBaseUrl: app.config.publicBaseUrl,
  referralRewards: app.config.referralRewards,
  invoicing: app.config.invoicing,
});
