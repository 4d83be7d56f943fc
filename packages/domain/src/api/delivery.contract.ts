import { z } from 'zod';
import { DRIVER_TYPES } from '../drivers/driver-access';
import { VEHICLE_TYPES } from '../drivers/vehicle-types';
import { LonLatSchema } from './haul.schema';
import { ProfilePictureSchema } from './user.schema';

/**
 * Wire schemas of what happens to a load after a driver accepts it (spec 4, 5 and 7): the shipper's look at the
 * driver, rejecting them, pick-up, location updates, completion with the delivery code, reviews, and tracking events.
 */

/** Spec 5: the delivery code is required to complete a haul, with this message. */
export const DELIVERY_CODE_MISSING_MESSAGE = 'Please enter the delivery code.';

/** Wrong delivery codes a haul takes before it is locked for DELIVERY_CODE_LOCK_MINUTES. */
export const DELIVERY_CODE_MAX_FAILURES = 5;
export const DELIVERY_CODE_LOCK_MINUTES = 15;

/** `PUT /haul/{id}/reject/`: why the shipper turns the accepting driver down; the driver reads it in an email. */
export const RejectDriverBodySchema = z
  .object({
    reason: z
      .string({ error: 'Please tell the driver why.' })
      .trim()
      .min(1, 'Please tell the driver why.')
      .max(1000, 'Keep the reason under 1,000 characters.'),
  })
  .meta({ id: 'RejectDriverBody' });
export type RejectDriverBody = z.input<typeof RejectDriverBodySchema>;

/** `POST /haul/{id}/complete/?code=`: the code the shipper gave the driver on delivery (spec 7). */
export const CompleteQuerySchema = z.object({
  code: z
    .string({ error: DELIVERY_CODE_MISSING_MESSAGE })
    .trim()
    .min(1, DELIVERY_CODE_MISSING_MESSAGE)
    .max(32, 'That is not the delivery code.'),
});

/**
 * The spec's postLocation (method and path not shown there): `POST /haul/{id}/location/` with where the assigned
 * driver is, in decimal degrees, and the fix's accuracy in metres when the device gives one.
 */
export const LocationBodySchema = z
  .object({
    lat: z.number({ error: 'Enter a latitude.' }).min(-90).max(90),
    lon: z.number({ error: 'Enter a longitude.' }).min(-180).max(180),
    accuracy: z.number().nonnegative().max(1_000_000).nullable().optional(),
  })
  .meta({ id: 'LocationBody' });
export type LocationBody = z.input<typeof LocationBodySchema>;

/** The assigned driver's latest reported position, shown to the shipper on the job map. */
export const DriverLocationSchema = z.object({ location: LonLatSchema, at: z.string() }).meta({ id: 'DriverLocation' });
export type DriverLocation = z.infer<typeof DriverLocationSchema>;

/** `POST /haul/{id}/review/`: 1 to 5 stars and a comment, by the shipper of the driver and the driver of the shipper. */
export const ReviewBodySchema = z
  .object({
    stars: z.int({ error: 'Choose 1 to 5 stars.' }).min(1, 'Choose 1 to 5 stars.').max(5, 'Choose 1 to 5 stars.'),
    comment: z.string().trim().max(2000, 'Keep the comment under 2,000 characters.').optional().default(''),
  })
  .meta({ id: 'ReviewBody' });
export type ReviewBody = z.input<typeof ReviewBodySchema>;

export const ReviewSchema = z
  .object({
    id: z.string(),
    haul: z.string(),
    author: z.object({ id: z.string(), name: z.string() }),
    subject: z.string(),
    stars: z.int().min(1).max(5),
    comment: z.string(),
    created: z.string(),
  })
  .meta({ id: 'Review' });
export type Review = z.infer<typeof ReviewSchema>;

/**
 * `GET /haul/{id}/driver_profile/`: what the shipper of a load may know of the driver who accepted it before
 * confirming or rejecting (spec 4). Never the plate, insurance policy numbers, references or bank details.
 */
export const HaulDriverProfileSchema = z
  .object({
    id: z.string().meta({ description: 'the driver’s user id' }),
    name: z.string(),
    member_since: z.string(),
    picture: ProfilePictureSchema,
    driver_type: z.enum(DRIVER_TYPES),
    company_name: z.string(),
    exp_years: z.int().nullable(),
    exp_accidents: z.int().nullable(),
    exp_companies: z.string(),
    exp_qualifications: z.string(),
    vehicles: z.array(
      z.object({
        vehicle_type: z.enum(VEHICLE_TYPES),
        make: z.string(),
        model: z.string(),
        year: z.int().nullable(),
        color: z.string(),
      }),
    ),
    /** Loads this driver delivered (completed). */
    completed_loads: z.int().nonnegative(),
    reviews: z.object({
      /** Mean of the stars received, one decimal; null before the first review. */
      average: z.number().nullable(),
      count: z.int().nonnegative(),
      recent: z.array(z.object({ stars: z.int(), comment: z.string(), created: z.string() })),
    }),
  })
  .meta({ id: 'HaulDriverProfile' });
export type HaulDriverProfile = z.infer<typeof HaulDriverProfileSchema>;

/** Bytes of `text` in UTF-8, without TextEncoder (this package runs without DOM or Node typings). */
const utf8Length = (text: string): number => {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
};

/** Largest `data` a tracking event may carry, as JSON. */
export const TRACKING_DATA_MAX_BYTES = 8 * 1024;

/** `POST /userdata/` (spec 7): what a user or visitor did, with where, for product analytics. */
export const TrackingBodySchema = z
  .object({
    type: z
      .string({ error: 'Say what kind of event this is.' })
      .trim()
      .min(1, 'Say what kind of event this is.')
      .max(64),
    data: z
      .record(z.string(), z.unknown())
      .optional()
      .default({})
      .refine((data) => utf8Length(JSON.stringify(data)) <= TRACKING_DATA_MAX_BYTES, {
        message: 'The event data is too large (8 KB at most).',
      }),
    location: z
      .object({
        lat: z.number().min(-90).max(90),
        lon: z.number().min(-180).max(180),
        label: z.string().max(200).optional(),
        id: z.string().max(200).optional(),
        accuracy: z.number().nonnegative().max(1_000_000).nullable().optional(),
      })
      .nullable()
      .optional(),
  })
  .meta({ id: 'TrackingBody' });
export type TrackingBody = z.input<typeof TrackingBodySchema>;
