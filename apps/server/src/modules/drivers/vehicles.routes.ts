import { VehicleCreateBodySchema, VehicleIdParamsSchema, VehicleInputSchema, VehicleSchema } from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../platform/auth/guards';
import { driversContext } from './drivers-context';
import { addVehicle, editVehicle, removeVehicle } from './vehicles.service';

const tags = ['drivers'];

/** Spec 7: `POST /vehicle/`, `PATCH` and `DELETE /vehicle/{id}/`, on the caller's own profile only. */
export const vehiclesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/vehicle/',
    {
      schema: {
        tags,
        summary: 'Add a vehicle (at most six); a missing insurance_expiry is saved as today',
        body: VehicleCreateBodySchema,
        response: { 201: VehicleSchema },
      },
    },
    async (request, reply) => {
      const vehicle = await addVehicle(driversContext(app, request.log), requireUser(request), request.body);
      return reply.status(201).send(vehicle);
    },
  );

  app.patch(
    '/vehicle/:id/',
    {
      schema: {
        tags,
        summary: 'Change a vehicle; insurance_expiry sent as null is saved as today',
        params: VehicleIdParamsSchema,
        body: VehicleInputSchema,
        response: { 200: VehicleSchema },
      },
    },
    async (request) =>
      editVehicle(driversContext(app, request.log), {
        user: requireUser(request),
        vehicleId: request.params.id,
        input: request.body,
      }),
  );

  app.delete(
    '/vehicle/:id/',
    { schema: { tags, summary: 'Remove a vehicle', params: VehicleIdParamsSchema, response: { 204: z.null() } } },
    async (request, reply) => {
      await removeVehicle(driversContext(app, request.log), requireUser(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
