import { z } from 'zod';
import { DELETE_REASONS } from '../hauls/delete-reasons';
import { LOAD_TYPES } from '../hauls/load-types';
import { LOADING_TIMES, readLoadingTime } from '../hauls/loading-times';
import { MAX_BOOST_PERCENT } from '../pricing/boost';
import { HaulSchema, LonLatSchema } from './haul.schema';

/** Wire schemas of the /haul/ requests (the haul as answered is haul.schema.ts). */

export const HaulIdParamsSchema = z.object({ id: z.uuid('Not a haul id.') });

/** An ISO date-time or null: empty date fields travel as null (spec section 5). */
const dateTimeOrNull = z.iso.datetime({ offset: true, error: 'Enter a date, e.g. 2026-06-01.' }).nullable();

/** Pickup or drop-off details the post flow adds to a quoted place (spec 2 and 3). */
export const PlaceDetailsInputSchema = z
  .object({
    name: z.string().trim().min(1).max(200),
    address: z.string().trim().max(300),
    location: LonLatSchema,
    loading_dock: z.boolean(),
    loading_provided: z.boolean(),
    unloading_provided: z.boolean(),
    /** The code, or the spec's wording ("8 to 5 - Monday to Friday"), read as its code. */
    loading_times: z.preprocess(readLoadingTime, z.enum(LOADING_TIMES)).nullable(),
    instructions: z.string().trim().max(2000),
    saved: z.boolean(),
  })
  .partial()
  .meta({ id: 'PlaceDetailsInput' });
export type PlaceDetailsInput = z.infer<typeof PlaceDetailsInputSchema>;

const measure = (max: number) => z.number().positive().max(max);

export const LoadDetailsInputSchema = z
  .object({
    make_model: z.string().trim().min(1, 'Please describe the item you are shipping').max(200),
    length: measure(100),
    width: measure(20),
    height: measure(20),
    weight: measure(500_000),
    load_type: z.enum(LOAD_TYPES),
    ready_datetime: dateTimeOrNull,
    deliver_by_datetime: dateTimeOrNull,
  })
  .partial()
  .meta({ id: 'LoadDetailsInput' });
export type LoadDetailsInput = z.infer<typeof LoadDetailsInputSchema>;

/** What the post flow sends with save_draft, publish and PATCH /haul/{id}/: any part, each part partial. */
export const HaulDetailsBodySchema = z
  .object({
    load: LoadDetailsInputSchema.optional(),
    origin: PlaceDetailsInputSchema.optional(),
    destination: PlaceDetailsInputSchema.optional(),
  })
  .meta({ id: 'HaulDetailsBody' });
export type HaulDetailsBody = z.infer<typeof HaulDetailsBodySchema>;

/** `true` is the spec's 30 %; a number is a percent; `false` or 0 takes the boost away. */
export const BoostBodySchema = z.object({
  boost: z.union([z.boolean(), z.int().min(0).max(MAX_BOOST_PERCENT)]),
});

export const DeleteHaulBodySchema = z
  .object({
    reason: z.enum(DELETE_REASONS, { error: 'Please choose a reason.' }),
    elaboration: z.string().trim().max(1000).optional().default(''),
  })
  .refine((body) => body.reason !== 'other' || body.elaboration.length > 0, {
    path: ['elaboration'],
    message: 'Please tell us why.',
  });
export type DeleteHaulBody = z.input<typeof DeleteHaulBodySchema>;

export const HaulPageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).optional().default(1),
  page_size: z.coerce.number().int().min(1).max(50).optional().default(20),
});

export const HaulPageSchema = z
  .object({ count: z.int().nonnegative(), page: z.int(), page_size: z.int(), results: z.array(HaulSchema) })
  .meta({ id: 'HaulPage' });
export type HaulPage = z.infer<typeof HaulPageSchema>;

export const PlaceIdParamsSchema = z.object({ id: z.uuid('Not a place id.') });
export const LoadIdParamsSchema = z.object({ id: z.uuid('Not a load id.') });
