import {
  CompleteQuerySchema,
  DELIVERY_CODE_MISSING_MESSAGE,
  DeliveryInspectionBodySchema,
  DriverLocationSchema,
  HaulDriverProfileSchema,
  HaulIdParamsSchema,
  HaulSchema,
  LocationBodySchema,
  PickupInspectionBodySchema,
  RejectDriverBodySchema,
  ReviewBodySchema,
  ReviewSchema,
} from '@freight/domain';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/guards';
import { AppError } from '../../platform/errors/app-error';
import { fieldProblem } from '../../platform/errors/field-problems';
import { validationFields } from '../../platform/errors/validation-fields';
import type { HaulServices } from '../hauls';
import { completeHaul, pickUpHaul, postLocation } from './completion.service';
import { deliveryContext } from './delivery-context';
import { driverProfileForHaul } from './driver-profile.service';
import { rejectDriver } from './reject.service';
import { reviewHaul } from './reviews.service';

const tags = ['hauls', 'delivery'];

/** Spec 5 wants "Please enter the delivery code." as the message itself, not the generic validation sentence. */
const refuseInvalidCode = (request: FastifyRequest): void => {
  if (!request.validationError) return;
  const fields = validationFields(request, request.validationError);
  if (request.validationError.validationContext !== 'querystring') {
    throw new AppError('validation_failed', 'Some fields are missing or invalid.', fields);
  }
  const [first = fieldProblem('required', DELIVERY_CODE_MISSING_MESSAGE)] = fields.code ?? [];
  throw new AppError('validation_failed', first.message, { code: [first] });
};

/** Spec 4, 5 and 7: what happens to a load after a driver accepts it, up to both sides' reviews. */
export const deliveryRoutes: FastifyPluginAsyncZod<HaulServices> = async (app, services) => {
  app.get(
    '/haul/:id/driver_profile/',
    {
      schema: {
        tags,
        summary: 'The accepting driver (or, with ?driver=, a bidder) as the shipper may see them; shipper and staff',
        params: HaulIdParamsSchema,
        querystring: z.object({ driver: z.uuid('Not a driver id.').optional() }),
        response: { 200: HaulDriverProfileSchema },
      },
    },
    async (request) =>
      driverProfileForHaul(deliveryContext(app, services, request.log), {
        user: requireUser(request),
        haulId: request.params.id,
        driverUserId: request.query.driver,
      }),
  );

  app.put(
    '/haul/:id/reject/',
    {
      schema: {
        tags,
        summary: 'The shipper turns the accepting driver down with a reason; the load is posted again',
        params: HaulIdParamsSchema,
        body: RejectDriverBodySchema,
        response: { 200: HaulSchema },
      },
    },
    async (request) =>
      rejectDriver(deliveryContext(app, services, request.log), {
        user: requireUser(request),
        haulId: request.params.id,
        reason: request.body.reason,
      }),
  );

  app.put(
    '/haul/:id/pick_up/',
    {
      schema: {
        tags,
        summary: 'The assigned driver picks the load up with the pickup inspection (eBOL) in the body',
        description:
          'The body is the pickup inspection (photos uploaded first with purpose `inspection`, marks, readings, ' +
          'securement checklist, the shipper’s name and signature, the driver’s signature, place). Without it: ' +
          '400 `pickup_inspection_required`. Recorded in the transaction that moves the load to picked up; a ' +
          'repeated call answers the haul and keeps the first inspection.',
        params: HaulIdParamsSchema,
        body: PickupInspectionBodySchema.nullish(),
        response: { 200: HaulSchema },
      },
    },
    async (request) =>
      pickUpHaul(deliveryContext(app, services, request.log), {
        user: requireUser(request),
        haulId: request.params.id,
        inspection: request.body ?? undefined,
      }),
  );

  app.post(
    '/haul/:id/location/',
    {
      schema: {
        tags,
        summary: 'postLocation: the assigned driver’s position while the load travels, shown to the shipper',
        params: HaulIdParamsSchema,
        body: LocationBodySchema,
        response: { 201: DriverLocationSchema },
      },
      // Writes the load's position, nothing of an account: a driver on the road sends one every few minutes, and
      // each may skip the key's check (decision 029).
      config: { leavesSessionsAlone: true },
    },
    async (request, reply) => {
      const location = await postLocation(deliveryContext(app, services, request.log), {
        user: requireUser(request),
        haulId: request.params.id,
        body: request.body,
      });
      return reply.status(201).send(location);
    },
  );

  app.post(
    '/haul/:id/complete/',
    {
      attachValidation: true,
      schema: {
        tags,
        summary: 'The assigned driver completes the load with the shipper’s delivery code; releases the escrow',
        description:
          'The body is the delivery inspection (photos, new damage marks, the receiver’s name and signature, ' +
          'place), recorded in the completion’s transaction. Without it: 400 `delivery_inspection_required`.',
        params: HaulIdParamsSchema,
        querystring: CompleteQuerySchema,
        body: DeliveryInspectionBodySchema.nullish(),
        response: { 200: HaulSchema },
      },
    },
    async (request) => {
      const user = requireUser(request);
      refuseInvalidCode(request);
      return completeHaul(deliveryContext(app, services, request.log), {
        user,
        haulId: request.params.id,
        code: request.query.code,
        inspection: request.body ?? undefined,
      });
    },
  );

  app.post(
    '/haul/:id/review/',
    {
      schema: {
        tags,
        summary: 'After delivery, the shipper reviews the driver and the driver the shipper, once each',
        params: HaulIdParamsSchema,
        body: ReviewBodySchema,
        response: { 201: ReviewSchema },
      },
    },
    async (request, reply) => {
      const review = await reviewHaul(deliveryContext(app, services, request.log), {
        user: requireUser(request),
        haulId: request.params.id,
        body: request.body,
      });
      return reply.status(201).send(review);
    },
  );
};
