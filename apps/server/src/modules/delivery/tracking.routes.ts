import { TrackingBodySchema } from '@freight/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { consumeRateLimit } from '../../platform/rate-limit';
import { insertTrackingEvent } from './tracking.repository';

/** Generous for a page firing an event per click, small enough that one address cannot flood the table. */
const TRACKING_RULE = { name: 'userdata', limit: 120, windowMs: 60_000 };

/**
 * Spec 7 tracking: `POST /userdata/` (type, data, location) from anyone, visitors without a key included; the user
 * is recorded when the caller has one. Counted per IP address, as callers need not be known.
 */
export const trackingRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/userdata/',
    {
      schema: {
        tags: ['tracking'],
        summary: 'Record a product analytics event (type, data up to 8 KB, optional location); 204',
        body: TrackingBodySchema,
        response: { 204: z.null().meta({ description: 'recorded' }) },
      },
    },
    async (request, reply) => {
      await consumeRateLimit({ db: app.db, clock: app.clock, rule: TRACKING_RULE, key: request.ip });
      const { type, data, location } = request.body;
      // The columns hold the point; the label and place id the spec sends with it travel in data.
      const place = location && {
        ...(location.label !== undefined && { location_label: location.label }),
        ...(location.id !== undefined && { location_id: location.id }),
      };
      await insertTrackingEvent(app.db, {
        userId: request.user?.id ?? null,
        type,
        data: { ...data, ...place },
        lon: location?.lon ?? null,
        lat: location?.lat ?? null,
        accuracyM: location?.accuracy ?? null,
        createdAt: app.clock.now(),
      });
      return reply.status(204).send(null);
    },
  );
};
