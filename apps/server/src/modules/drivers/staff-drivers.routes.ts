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
import { noteAudit } from '../audit';
import { decideDriver, listDriversForReview } from './driver-decision.service';
import { driversContext } from './drivers-context';

const tags = ['admin'];

/** Checked before the body is, so a non-staff caller learns nothing from validation errors. */
const staffOnly = async (request: FastifyRequest) => {
  requireStaff(request);
};

/** Staff review of driver profiles (spec 6: staff approve driver profiles); everyone else gets 403. */
export const staffDriversRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/admin/drivers/',
    {
      schema: {
        tags,
        summary:
          'Driver profiles in one state (submitted by default), longest waiting first, with insurance running out and earlier decisions',
        querystring: StaffDriversQuerySchema,
        response: { 200: StaffDriverPageSchema },
      },
      preValidation: staffOnly,
    },
    async (request) => listDriversForReview(driversContext(app, request.log), request.query),
  );

  app.put(
    '/admin/drivers/:id/decision/',
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
    async (request) => {
      // The whole reason, not the trail's shortened copy: the profile's decision history is read back from it.
      noteAudit(request, { decision: request.body.decision, reason: request.body.reason || null });
      return decideDriver(driversContext(app, request.log), {
        staff: requireStaff(request),
        driverId: request.params.id,
        body: request.body,
      });
    },
  );
};
