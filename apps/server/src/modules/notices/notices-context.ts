import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import type { Mailer } from '../../platform/mail/mailer';

/** What telling a user something needs: the database (notice rows, outbox, NOTIFY), mail, and links' base. */
export type NoticesContext = {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicBaseUrl: string;
};

export const noticesContext = (app: FastifyInstance, log: FastifyBaseLogger): NoticesContext => ({
  db: app.db,
  clock: app.clock,
  mailer: app.mailer,
  log,
  publicBaseUrl: app.config.publicBaseUrl,
});
