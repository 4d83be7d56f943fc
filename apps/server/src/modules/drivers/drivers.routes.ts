import {
  DriverIdParamsSchema,
  DriverInputSchema,
  DriverSchema,
  ReferenceDataSchema,
  referenceData,
} from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireRegistered, requireUser } from '../../platform/auth/guards';
import { createDriver, editDriver, submitForApproval } from './driver-profile.service';
import { loadViewableDriver, readDriver } from './driver-reader';
import { driversContext } from './drivers-context';

const tags = ['drivers'];

/** Spec 7, Driver: reference data and the profile itself. Vehicles, bank, plans and staff review have their own files. */
export const driversRoutes: FastifyPluginAsyncZod = async (app) => {
  const { level1Cents, level2Cents } = app.config.subscriptionPrices;
  const data = {
    ...referenceData(),
    subscription_prices: [
      { level: 1 as const, price: { amountCents: level1Cents, currency: 'cad' as const }, period: 'year' as const },
      { level: 2 as const, price: { amountCents: level2Cents, currency: 'cad' as const }, period: 'year' as const },
    ],
  };
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

  app.post(
    '/driver/',
    {
      schema: {
        tags,
        summary: 'Start the caller’s driver profile (one per user; a second is a 409), with any sections given',
        body: DriverInputSchema.nullish().transform((body) => body ?? {}),
        response: { 201: DriverSchema },
      },
    },
    async (request, reply) => {
      const user = requireRegistered(request);
      const driver = await createDriver(driversContext(app, request.log), user, request.body);
      return reply.status(201).send(driver);
    },
  );

  app.get(
    '/driver/:id/',
    {
      schema: {
        tags,
        summary: 'A driver profile, for its owner and staff',
        params: DriverIdParamsSchema,
        response: { 200: DriverSchema },
      },
    },
    async (request) => {
      const ctx = driversContext(app, request.log);
      return readDriver(ctx, await loadViewableDriver(ctx, requireUser(request), request.params.id));
    },
  );

  app.patch(
    '/driver/:id/',
    {
      schema: {
        tags,
        summary: 'Change sections of the caller’s profile; references replace the list',
        params: DriverIdParamsSchema,
        body: DriverInputSchema,
        response: { 200: DriverSchema },
      },
    },
    async (request) =>
      editDriver(driversContext(app, request.log), {
        user: requireUser(request),
        driverId: request.params.id,
        body: request.body,
      }),
  );

  app.post(
    '/driver/submit_for_approval/',
    {
      schema: {
        tags,
        summary: 'Send the caller’s complete profile to staff; 400 names each missing section',
        body: z.object({}).nullish(),
        response: { 200: DriverSchema },
      },
    },
    async (request) => submitForApproval(driversContext(app, request.log), requireUser(request)),
  );
};
