import type { FastifyPluginAsync } from 'fastify';
import { listRecentEmails } from './mailbox.repository';
import { renderMailboxPage } from './mailbox-page';

/**
 * The embedded mail transport's inbox: an HTML page at /dev/mailbox for people and JSON at /api/dev/mailbox for
 * tests. Registered only when MAIL_TRANSPORT=dev outside production, so a deployment (a demo's included) never
 * exposes it.
 */
export const devMailboxPageRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dev/mailbox', async (_request, reply) => {
    const emails = await listRecentEmails(app.db);
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(renderMailboxPage(emails));
  });
};

export const devMailboxApiRoutes: FastifyPluginAsync = async (app) => {
  app.get('/dev/mailbox', { schema: { hide: true } }, async () => {
    const emails = await listRecentEmails(app.db);
    return emails.map((email) => ({ ...email, createdAt: email.createdAt.toISOString() }));
  });
};
