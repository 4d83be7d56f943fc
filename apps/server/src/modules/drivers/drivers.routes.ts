import { ReferenceDataSchema, referenceData } from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';

const tags = ['drivers'];

/** Spec 7, Driver. The profile, vehicles and bank endpoints join this module next (issue 6). */
export const driversRoutes: FastifyPluginAsyncZod = async (app) => {
  const data = referenceData();
  app.get(
    '/driver/reference_data/',
    {
      schema: {
        tags,
        summary: 'The lists the driver forms need: currency_types, driver and vehicle types, regions, limits',
        response: { 200: ReferenceDataSchema },
      },
    },
    async () => data,
  );
};
