import { HealthSchema, ReadinessSchema } from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors/app-error';

/**
 * Liveness says the process answers; readiness says it can serve: the database answers and the process is not
 * shutting down (a balancer stops sending it requests during the drain, see drainThenClose).
 */
export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    { schema: { tags: ['platform'], summary: 'The process is up', response: { 200: HealthSchema } } },
    async () => ({ status: 'ok' as const }),
  );

  app.get(
    '/readyz',
    {
      schema: {
        tags: ['platform'],
        summary: 'The database answers and the process is not shutting down',
        response: { 200: ReadinessSchema },
      },
    },
    async (request) => {
      if (app.lifecycle.isDraining) throw new AppError('service_unavailable', 'The server is shutting down.');
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
