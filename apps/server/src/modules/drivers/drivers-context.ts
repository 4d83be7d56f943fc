import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import type { Mailer } from '../../platform/mail/mailer';

/** What the driver use cases need from the app, so they can be called from any route module. */
export type DriversContext = {
  db: Database;
  clock: Clock;
  mailer: Mailer;
  log: FastifyBaseLogger;
  publicBaseUrl: string;
};

export const driversContext = (app: FastifyInstance, log: FastifyBaseLogger): DriversContext => ({
  db: app.db,
  clock: app.clock,
  mailer: app.mailer,
  log,
  publicBaseUrl: app.config.publicBaseUrl,
});
