import {
  DriverDecisionBodySchema,
  DriverIdParamsSchema,
  DriverSchema,
  StaffDriverPageSchema,
  StaffDriversQuerySchema,
} from '@freight/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireStaff } from '../../platform/auth/guards';
import { decideDriver, listDriversForReview } from './driver-decision.service';
import { driversContext } from './drivers-context';

const tags = ['staff'];

/** Checked before the body is, so a non-staff caller learns nothing from validation errors. */
const staffOnly = async (request: FastifyRequest) => {
  requireStaff(request);
};

/** Staff review of driver profiles (spec 6: staff approve driver profiles); everyone else gets 403. */
export const staffDriversRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/staff/drivers/',
    {
      schema: {
        tags,
        summary: 'Driver profiles in one state (submitted by default), longest waiting first',
        querystring: StaffDriversQuerySchema,
        response: { 200: StaffDriverPageSchema },
      },
      preValidation: staffOnly,
    },
    async (request) => listDriversForReview(driversContext(app, request.log), request.query),
  );

  app.put(
    '/staff/drivers/:id/decision/',
    {
      schema: {
        tags,
        summary: 'Approve a submitted profile, or reject it with a reason; the driver is told by email',
        params: DriverIdParamsSchema,
        body: DriverDecisionBodySchema,
        response: { 200: DriverSchema },
      },
      preValidation: staffOnly,
    },
    async (request) =>
      decideDriver(driversContext(app, request.log), {
        staff: requireStaff(request),
        driverId: request.params.id,
        body: request.body,
      }),
  );
};
