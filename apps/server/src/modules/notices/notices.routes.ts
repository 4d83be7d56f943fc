import {
  MarkNoticesReadBodySchema,
  type Notice,
  NoticePageQuerySchema,
  NoticePageSchema,
  NoticeUnreadSchema,
} from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/guards';
import { countUnreadNotices, listNotices, markNoticesRead, type NoticeRow } from './notices.repository';

const tags = ['notices'];

const toNoticeView = (row: NoticeRow): Notice => ({
  id: row.id,
  kind: row.kind,
  data: row.data,
  link: row.link,
  read: row.readAt !== null,
  created: row.createdAt.toISOString(),
});

/** Beyond the spec: the in-app notices (new message, bid, acceptance, confirmation, payment, delivery, review). */
export const noticesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/notices/',
    {
      schema: {
        tags,
        summary: 'The caller’s in-app notices, newest first, with their unread count',
        querystring: NoticePageQuerySchema,
        response: { 200: NoticePageSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      const { page, page_size: pageSize } = request.query;
      const { rows, count, unread } = await listNotices(app.db, { userId: user.id, page, pageSize });
      return { count, unread, page, page_size: pageSize, results: rows.map(toNoticeView) };
    },
  );

  app.put(
    '/notices/read/',
    {
      schema: {
        tags,
        summary: 'Mark the caller’s notices read: those in `ids`, or all; answers the unread count left',
        body: MarkNoticesReadBodySchema,
        response: { 200: NoticeUnreadSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await markNoticesRead(app.db, { userId: user.id, ids: request.body.ids, at: app.clock.now() });
      return { unread: await countUnreadNotices(app.db, user.id) };
    },
  );
};
