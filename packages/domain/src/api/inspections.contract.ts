import { z } from 'zod';
import { fieldCodeParams } from '../errors/field-codes';

/**
 * Wire schemas of the electronic bill of lading (issue 23, parts 1 and 2; decision 019): the driver's inspection
 * of the load at pickup and at delivery. Each one travels in the body of the move it proves (`PUT /haul/{id}/pick_up/`,
 * `POST /haul/{id}/complete/?code=`) and is read back with `GET /haul/{id}/inspection/`.
 */

export const INSPECTION_KINDS = ['pickup', 'delivery'] as const;
export type InspectionKind = (typeof INSPECTION_KINDS)[number];

/** The guided views the driver is asked for, in this order; `closeup` may repeat. */
export const INSPECTION_PHOTO_VIEWS = ['front', 'back', 'left', 'right', 'closeup'] as const;
export type InspectionPhotoView = (typeof INSPECTION_PHOTO_VIEWS)[number];

/** The load securement checklist at pickup: what the driver confirms before leaving with the load. */
export const SECUREMENT_CHECKS = [
  'tie_downs',
  'wheels_or_tracks_blocked',
  'loose_parts_secured',
  'attachments_lowered',
  'lights_and_flags',
] as const;
export type SecurementCheck = (typeof SECUREMENT_CHECKS)[number];

export const INSPECTION_PHOTOS_MAX = 20;
export const INSPECTION_MARKS_MAX = 40;
/** Signature pads sample the pen finely; this many points is several full signatures, far from a flood. */
export const SIGNATURE_POINTS_MAX = 4000;
/** Signature coordinates are whole numbers on a 0..SIGNATURE_SCALE square (the pad's box, aspect kept apart). */
export const SIGNATURE_SCALE = 1000;

const coordinate = z.int().min(0).max(SIGNATURE_SCALE);

/** A signature drawn on screen, as its strokes of [x, y] points: redrawn as lines in the PDF and on screen. */
export const SignatureSchema = z
  .object({
    /** Width over height of the pad it was drawn on, so it is redrawn unstretched. */
    aspect: z.number().min(0.2).max(10),
    strokes: z
      .array(
        z
          .array(z.tuple([coordinate, coordinate]))
          .min(1)
          .max(SIGNATURE_POINTS_MAX),
      )
      .max(200)
      // A refinement rather than .min(1): an empty pad is "please sign", not "too few items".
      .refine((strokes) => strokes.length > 0, { message: 'Please sign.', ...fieldCodeParams('signature_required') }),
  })
  .refine((signature) => signature.strokes.reduce((sum, stroke) => sum + stroke.length, 0) <= SIGNATURE_POINTS_MAX, {
    message: 'The signature is too long.',
    ...fieldCodeParams('too_many'),
  })
  .meta({ id: 'Signature' });
export type Signature = z.infer<typeof SignatureSchema>;

const personName = z
  .string({ error: 'Please enter the name.' })
  .trim()
  .min(1, 'Please enter the name.')
  .max(120, 'Keep the name under 120 characters.');

/** The shipper (or their agent) at pickup, the receiver at delivery: who handed over or took the load. */
export const SignedNameSchema = z.object({ name: personName, signature: SignatureSchema }).meta({ id: 'SignedName' });

export const InspectionPhotoInputSchema = z.object({
  picture: z.uuid('Not a picture id.'),
  view: z.enum(INSPECTION_PHOTO_VIEWS),
});

/** A damage mark: a point on the load diagram (`picture` null) or on one of the inspection's photos, 0..1 each way. */
export const DamageMarkSchema = z
  .object({
    x: z.number().min(0).max(1),
    y: z.number().min(0).max(1),
    picture: z.uuid().nullable(),
    note: z
      .string({ error: 'Please describe the damage.' })
      .trim()
      .min(1, 'Please describe the damage.')
      .max(500, 'Keep the note under 500 characters.'),
  })
  .meta({ id: 'DamageMark' });
export type DamageMark = z.infer<typeof DamageMarkSchema>;

export const InspectionPlaceSchema = z
  .object({
    lat: z.number().min(-90).max(90),
    lon: z.number().min(-180).max(180),
    accuracy: z.number().nonnegative().max(1_000_000).nullable().optional(),
  })
  .meta({ id: 'InspectionPlace' });

/** What both inspections hold: photos, marks, readings, place and when the driver signed (offline: earlier). */
const inspectionFields = {
  photos: z
    .array(InspectionPhotoInputSchema)
    .max(INSPECTION_PHOTOS_MAX)
    .refine((photos) => photos.length > 0, {
      message: 'Take at least one photo of the load.',
      ...fieldCodeParams('picture_required'),
    }),
  marks: z.array(DamageMarkSchema).max(INSPECTION_MARKS_MAX).default([]),
  odometer_km: z.number().nonnegative().max(10_000_000).nullable().optional(),
  engine_hours: z.number().nonnegative().max(1_000_000).nullable().optional(),
  place: InspectionPlaceSchema.nullable().optional(),
  signed_at: z.iso.datetime({ offset: true }).optional(),
};

/** The body of `PUT /haul/{id}/pick_up/`: the pickup inspection that makes the load picked up. */
export const PickupInspectionBodySchema = z
  .object({
    ...inspectionFields,
    checklist: z.array(z.enum(SECUREMENT_CHECKS)).max(SECUREMENT_CHECKS.length).default([]),
    shipper: SignedNameSchema,
    driver_signature: SignatureSchema,
  })
  .meta({ id: 'PickupInspectionBody' });
export type PickupInspectionBody = z.input<typeof PickupInspectionBodySchema>;

/** The body of `POST /haul/{id}/complete/?code=`: the delivery inspection recorded with the completion. */
export const DeliveryInspectionBodySchema = z
  .object({ ...inspectionFields, receiver: SignedNameSchema })
  .meta({ id: 'DeliveryInspectionBody' });
export type DeliveryInspectionBody = z.input<typeof DeliveryInspectionBodySchema>;

const PhotoViewSchema = z.object({
  id: z.uuid(),
  view: z.enum(INSPECTION_PHOTO_VIEWS),
  /** Served only to the haul's parties and staff (private pictures, loaded with the user's key). */
  thumb: z.string(),
  large: z.string(),
});

export const InspectionSchema = z
  .object({
    kind: z.enum(INSPECTION_KINDS),
    photos: z.array(PhotoViewSchema),
    marks: z.array(DamageMarkSchema),
    odometer_km: z.number().nullable(),
    engine_hours: z.number().nullable(),
    /** Pickup: the securement checks the driver confirmed; delivery: empty. */
    checklist: z.array(z.enum(SECUREMENT_CHECKS)),
    /** The shipper or agent at pickup, the receiver at delivery. */
    counterpart: z.object({ role: z.enum(['shipper', 'receiver']), name: z.string(), signature: SignatureSchema }),
    driver: z.object({ id: z.string(), name: z.string(), signature: SignatureSchema.nullable() }),
    place: InspectionPlaceSchema.nullable(),
    signed_at: z.string(),
    recorded_at: z.string(),
  })
  .meta({ id: 'Inspection' });
export type Inspection = z.infer<typeof InspectionSchema>;

/** `GET /haul/{id}/inspection/`: both inspections of a load, null until done. */
export const HaulInspectionsSchema = z
  .object({ pickup: InspectionSchema.nullable(), delivery: InspectionSchema.nullable() })
  .meta({ id: 'HaulInspections' });
export type HaulInspections = z.infer<typeof HaulInspectionsSchema>;
