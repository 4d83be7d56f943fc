import { BankIdParamsSchema, BankInputSchema, BankSchema } from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../platform/auth/guards';
import { saveBank } from './bank.service';
import { driversContext } from './drivers-context';

/** Spec 7: `PATCH /bank/{id}/`, the driver's deposit details; the answer never carries the whole account number. */
export const bankRoutes: FastifyPluginAsyncZod = async (app) => {
  app.patch(
    '/bank/:id/',
    {
      schema: {
        tags: ['drivers'],
        summary: 'Save deposit details (Canadian or US format); answered with the account number masked',
        params: BankIdParamsSchema,
        body: BankInputSchema,
        response: { 200: BankSchema },
      },
    },
    async (request) =>
      saveBank(driversContext(app, request.log), {
        user: requireUser(request),
        bankId: request.params.id,
        body: request.body,
      }),
  );
};
