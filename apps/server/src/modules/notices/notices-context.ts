import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import type { Mailer } from '../../platform/mail/mailer';
import type { PushSender } from '../../platform/push/push-sender';
import type { SmsSender } from '../../platform/sms/sms-sender';

/** What telling a user something needs: the database (notice rows, outbox, NOTIFY), mail, SMS, Web Push, links' base. */
export type NoticesContext = {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  /** Null with no SMS provider: then no text is written. */
  sms: SmsSender | null;
  push: PushSender;
  log: FastifyBaseLogger;
  publicBaseUrl: string;
};

export const noticesContext = (app: FastifyInstance, log: FastifyBaseLogger): NoticesContext => ({
  db: app.db,
  clock: app.clock,
  mailer: app.mailer,
  sms: app.sms,
  push: app.push,
  log,
  publicBaseUrl: app.config.publicBaseUrl,
});
