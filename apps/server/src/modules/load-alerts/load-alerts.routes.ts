import {
  HaulPageQuerySchema,
  LoadAlertPageSchema,
  LoadAlertsSeenBodySchema,
  LoadAlertsSeenSchema,
  NotificationBodySchema,
  NotificationIdParamsSchema,
  NotificationSchema,
} from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/guards';
import { listLoadAlerts, markLoadAlertsSeen } from './load-alerts.service';
import { createNotification, deleteNotification, updateNotification } from './notifications.service';

const tags = ['load alerts'];

/** Spec 7: saved searches (Notification) and the new-load alerts they and the driver's regions raise. */
export const loadAlertsRoutes: FastifyPluginAsyncZod = async (app) => {
  const ctx = () => ({ db: app.db, clock: app.clock });

  app.get(
    '/haul/notifications/',
    {
      schema: {
        tags,
        summary: 'New loads alerted to the driver (regions and saved searches), newest first, and the saved searches',
        querystring: HaulPageQuerySchema,
        response: { 200: LoadAlertPageSchema },
      },
    },
    async (request) =>
      listLoadAlerts(ctx(), {
        userId: requireUser(request).id,
        page: request.query.page,
        pageSize: request.query.page_size,
      }),
  );

  app.post(
    '/haul/notifications/seen/',
    {
      schema: {
        tags,
        summary: 'Mark the driver’s alerts seen: those listed in ids, or every visible one (beyond the spec)',
        body: LoadAlertsSeenBodySchema.nullish(),
        response: { 200: LoadAlertsSeenSchema },
      },
    },
    async (request) => markLoadAlertsSeen(ctx(), { userId: requireUser(request).id, ids: request.body?.ids }),
  );

  app.post(
    '/notification/',
    {
      schema: {
        tags,
        summary:
          'Save a search that alerts the driver to new matching loads (at most 20 per driver); without filters it starts from the driver’s base and regions',
        body: NotificationBodySchema,
        response: { 201: NotificationSchema },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await createNotification(ctx(), { userId: requireUser(request).id, body: request.body })),
  );

  app.patch(
    '/notification/:id/',
    {
      schema: {
        tags,
        summary: 'Rename, pause, resume or change the filters of one’s own saved search',
        params: NotificationIdParamsSchema,
        body: NotificationBodySchema,
        response: { 200: NotificationSchema },
      },
    },
    async (request) =>
      updateNotification(ctx(), { userId: requireUser(request).id, id: request.params.id, body: request.body }),
  );

  app.delete(
    '/notification/:id/',
    {
      schema: {
        tags,
        summary: 'Delete one’s own saved search',
        params: NotificationIdParamsSchema,
        response: { 204: z.null() },
      },
    },
    async (request, reply) => {
      await deleteNotification(ctx(), { userId: requireUser(request).id, id: request.params.id });
      return reply.status(204).send(null);
    },
  );
};
