import { PublicConfigSchema } from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

/** What the web app needs from the server's configuration at run time (so one build serves any deployment). */
export const publicConfigRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/public-config',
    {
      schema: { tags: ['platform'], summary: 'Public settings for the web app', response: { 200: PublicConfigSchema } },
    },
    async () => ({
      officePhones: app.config.officePhones,
      mapTiles: app.config.mapTiles,
      analytics: app.config.analytics,
      isSmsAvailable: app.sms !== null,
      vapidPublicKey: app.push.publicKey,
    }),
  );
};
