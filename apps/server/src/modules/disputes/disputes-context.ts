import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import { type NoticesContext, noticesContext } from '../notices';

/** What the disputes routes need: the database, the clock, the window from config and the notices' channels. */
export type DisputesContext = {
  db: Database;
  clock: Clock;
  windowHours: number;
  notices: NoticesContext;
};

export const disputesContext = (app: FastifyInstance, log: FastifyBaseLogger): DisputesContext => ({
  db: app.db,
  clock: app.clock,
  windowHours: app.config.disputes.windowHours,
  notices: noticesContext(app, log),
});
