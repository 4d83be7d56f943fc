import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';

/** What the chat use cases need from the app, so other modules (notices, staff tools) can call them too. */
export type ChatContext = { db: Database; clock: Clock };

export const chatContext = (app: FastifyInstance): ChatContext => ({ db: app.db, clock: app.clock });
