import { PushSubscriptionBodySchema, PushTestResultSchema, PushUnsubscribeBodySchema } from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRegistered } from '../../platform/auth/guards';
import { AppError } from '../../platform/errors/app-error';
import { isPushServiceEndpoint } from '../../platform/push/push-service-origins';
import { deleteSubscription, saveSubscription } from './push.repository';
import { sendTestPush } from './test-push';

const tags = ['push'];

/** A User-Agent is free text of any length; a few hundred characters tell devices apart. */
const USER_AGENT_MAX_LENGTH = 300;

/**
 * Beyond the spec (issue 22): Web Push. A browser that allowed notifications registers its subscription here; the
 * VAPID public key it subscribes with is in `GET /api/public-config`.
 */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/push/subscription/',
    {
      schema: {
        tags,
        summary: 'Receive notifications on this device: its push subscription (PushSubscription.toJSON()); 204',
        body: PushSubscriptionBodySchema,
        response: { 204: z.null().meta({ description: 'the device will receive notifications' }) },
      },
    },
    async (request, reply) => {
      const user = requireRegistered(request);
      const { endpoint, keys } = request.body;
      if (!isPushServiceEndpoint(endpoint, app.config.push.extraServiceOrigins)) {
        throw new AppError('push_endpoint_not_allowed', 'This browser’s push service is not one we can send to.');
      }
      const userAgent = request.headers['user-agent']?.slice(0, USER_AGENT_MAX_LENGTH) ?? null;
      await saveSubscription(app.db, { userId: user.id, endpoint, ...keys, userAgent });
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/push/subscription/',
    {
      schema: {
        tags,
        summary: 'Stop notifications on this device (answers 204 whether or not it was subscribed)',
        body: PushUnsubscribeBodySchema,
        response: { 204: z.null().meta({ description: 'the device receives no more notifications' }) },
      },
    },
    async (request, reply) => {
      const user = requireRegistered(request);
      await deleteSubscription(app.db, { userId: user.id, endpoint: request.body.endpoint });
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/push/test/',
    {
      schema: {
        tags,
        summary: 'Send a test notification to each of the caller’s devices',
        response: { 200: PushTestResultSchema },
      },
    },
    async (request) => {
      const user = requireRegistered(request);
      const devices = await sendTestPush(app, user);
      if (devices === 0) throw new AppError('push_no_device', 'No device of yours receives notifications yet.');
      return { devices };
    },
  );
};
