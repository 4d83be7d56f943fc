import { HealthSchema, ReadinessSchema } from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors/app-error';

/** Liveness says the process answers; readiness says it can serve, i.e. the database answers too. */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { tags: ['platform'], summary: 'The process is up', response: { 200: HealthSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    { schema: { tags: ['platform'], summary: 'The database answers', response: { 200: ReadinessSchema } } },
    async (request) => {
      try {
        await app.database.ping();
      } catch (error) {
        request.log.error({ err: error }, 'database ping failed');
        throw new AppError('service_unavailable', 'The database is not answering.');
      }
      return { status: 'ready' as const, database: app.database.kind };
    },
  );
};
