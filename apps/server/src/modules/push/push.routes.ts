import { PushSubscriptionBodySchema, PushTestResultSchema, PushUnsubscribeBodySchema } from '@freight/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRegistered } from '../../platform/auth/guards';
import { AppError } from '../../platform/errors/app-error';
import { isPushServiceEndpoint } from '../../platform/push/push-service-origins';
import { deleteSubscription, ownerOfSubscription, saveSubscription } from './push.repository';
import { sendTestPush } from './test-push';

const tags = ['push'];

/** A User-Agent is free text of any length; a few hundred characters tell devices apart. */
const USER_AGENT_MAX_LENGTH = 300;

/**
 * Whose device this is. A logged-in browser's own. The service worker renewing a subscription has no session
 * (`pushsubscriptionchange` fires with no page open): the replaced subscription's auth secret stands for it, and the
 * new subscription goes to that subscription's owner. A secret that matches nothing is a 404 like anything not
 * the caller's.
 */
const subscriberOf = async (
  request: FastifyRequest,
  replaces: { endpoint: string; auth: string } | undefined,
): Promise<string> => {
  if (request.user || !replaces) return requireRegistered(request).id;
  const owner = await ownerOfSubscription(request.server.db, replaces);
  if (!owner) throw new AppError('not_found', 'That device does not receive notifications here.');
  return owner;
};

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
      const { endpoint, keys, replaces } = request.body;
      const userId = await subscriberOf(request, replaces);
      if (!isPushServiceEndpoint(endpoint, app.config.push.extraServiceOrigins)) {
        throw new AppError('push_endpoint_not_allowed', 'This browser’s push service is not one we can send to.');
      }
      const userAgent = request.headers['user-agent']?.slice(0, USER_AGENT_MAX_LENGTH) ?? null;
      await app.db.transaction(async (tx) => {
        if (replaces && replaces.endpoint !== endpoint) {
          await deleteSubscription(tx, { userId, endpoint: replaces.endpoint });
        }
        await saveSubscription(tx, { userId, endpoint, ...keys, userAgent });
      });
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
