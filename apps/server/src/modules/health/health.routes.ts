import { HealthSchema, ReadinessSchema } from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors/app-error';
import type { FileStorage } from '../../platform/storage/file-storage';

/**
 * Liveness says the process answers; readiness says it can serve: the database and the file store answer and the
 * process is not shutting down (a balancer stops sending it requests during the drain, see drainThenClose).
 */
export const healthRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, { storage }) => {
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
        summary: 'The database and the file store answer and the process is not shutting down',
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
      try {
        // With S3 this is one HeadBucket call: cheap enough for a balancer's probe every few seconds.
        await storage.ping();
      } catch (error) {
        request.log.error({ err: error }, 'file store ping failed');
        throw new AppError('service_unavailable', 'The file store is not answering.');
      }
      return { status: 'ready' as const, database: app.database.kind };
    },
  );
};
