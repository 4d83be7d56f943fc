import type { FastifyInstance } from 'fastify';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import { noticesContext, notifyNewMessage } from '../notices';

/** What the chat use cases need from the app, so other modules (notices, staff tools) can call them too. */
export type ChatContext = {
  db: Database;
  clock: Clock;
  /** After a message committed: the recipients' notices (app, and email and text by their settings). */
  afterMessage?: (sent: { messageId: string; recipientIds: string[] }) => Promise<void>;
};

export const chatContext = (app: FastifyInstance): ChatContext => ({
  db: app.db,
  clock: app.clock,
  afterMessage: (sent) => notifyNewMessage(noticesContext(app, app.log), sent),
});
