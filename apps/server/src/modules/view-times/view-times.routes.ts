import { MarkSeenBodySchema, ViewTimesListSchema } from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/guards';
import { publishRealtime } from '../../platform/realtime/publish';
import { markSeen } from './view-times.repository';
import { countViewTimes, type ViewCounters } from './view-times.service';

const tags = ['view times'];

export const viewTimesRoutes: FastifyPluginAsyncZod<{ counters: ViewCounters }> = async (app, { counters }) => {
  app.get(
    '/view_times/',
    {
      schema: {
        tags,
        summary: 'Badge counts: unread messages, loads posted and changes to own loads since last seen',
        response: { 200: ViewTimesListSchema },
      },
    },
    async (request) => [await countViewTimes({ db: app.db, user: requireUser(request), counters })],
  );

  app.post(
    '/view_times/seen/',
    {
      schema: {
        tags,
        summary: 'Record that the user opened the load search (posted) or My Loads (self); answers the new counts',
        body: MarkSeenBodySchema,
        response: { 200: ViewTimesListSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      await markSeen(app.db, { userId: user.id, list: request.body.list, at: app.clock.now() });
      const counts = await countViewTimes({ db: app.db, user, counters });
      // The user's other tabs and devices show the same badges without waiting for their next poll.
      await publishRealtime(app.db, [user.id], { type: 'view_times', view_times: counts });
      return [counts];
    },
  );
};
