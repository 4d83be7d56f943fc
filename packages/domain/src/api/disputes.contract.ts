import { z } from 'zod';
import { AdminPersonSchema } from './admin.contract';
import { PAYOUT_STATUSES } from './money.contract';
import { PictureSchema } from './pictures.contract';

/**
 * A shipper's problem report on a delivered load, the driver's answer and staff's decision (issue 23 part 4;
 * docs/decisions/020-disputes.md). Amounts are CAD cents.
 */
export const DISPUTE_CATEGORIES = ['damage', 'missing_items', 'not_delivered', 'other'] as const;
export const DisputeCategorySchema = z.enum(DISPUTE_CATEGORIES);
export type DisputeCategory = z.infer<typeof DisputeCategorySchema>;

/** `open` until staff decide; then `released` (the driver is paid) or `refunded` (in full or in part). */
export const DISPUTE_STATUSES = ['open', 'released', 'refunded'] as const;
export const DisputeStatusSchema = z.enum(DISPUTE_STATUSES);
export type DisputeStatus = z.infer<typeof DisputeStatusSchema>;

/**
 * What the report did to the driver's payout: `held` (it waits for staff), `already_paid` (it had left before the
 * report: the case is recorded for staff, no refund can come out of it), `no_payout` (nothing was owed the driver).
 */
export const PAYOUT_HOLDS = ['held', 'already_paid', 'no_payout'] as const;
export const PayoutHoldSchema = z.enum(PAYOUT_HOLDS);
export type PayoutHold = z.infer<typeof PayoutHoldSchema>;

export const DISPUTE_OUTCOMES = ['release', 'refund_full', 'refund_partial'] as const;
export const DisputeOutcomeSchema = z.enum(DISPUTE_OUTCOMES);
export type DisputeOutcome = z.infer<typeof DisputeOutcomeSchema>;

export const DisputePictureSchema = PictureSchema.pick({
  id: true,
  thumb: true,
  large: true,
  width: true,
  height: true,
});
export type DisputePicture = z.infer<typeof DisputePictureSchema>;

const note = z.string().trim().min(1, 'Please describe the problem.').max(2000);
const pictureIds = z.array(z.uuid()).max(12).default([]);

/** `POST /haul/{id}/dispute/`: the shipper's report, with pictures uploaded first (`POST /picture/`, purpose dispute). */
export const ReportDisputeBodySchema = z
  .object({ category: DisputeCategorySchema, note, picture_ids: pictureIds })
  .meta({ id: 'ReportDisputeBody' });
export type ReportDisputeBody = z.input<typeof ReportDisputeBodySchema>;

/** `POST /haul/{id}/dispute/response/`: the driver's answer, once. */
export const DisputeResponseBodySchema = z
  .object({ note: note.meta({ description: 'the driver’s side' }), picture_ids: pictureIds })
  .meta({ id: 'DisputeResponseBody' });
export type DisputeResponseBody = z.input<typeof DisputeResponseBodySchema>;

export const DisputeResolutionSchema = z
  .object({
    outcome: DisputeOutcomeSchema,
    refund_freight_cad_cents: z.number().int(),
    refund_tax_cad_cents: z.number().int(),
    credit_note_number: z.string().nullable(),
    resolved: z.string(),
  })
  .meta({ id: 'DisputeResolution' });

export const DisputeSchema = z
  .object({
    id: z.uuid(),
    haul_id: z.uuid(),
    category: DisputeCategorySchema,
    note: z.string(),
    pictures: z.array(DisputePictureSchema),
    created: z.string(),
    status: DisputeStatusSchema,
    payout_hold: PayoutHoldSchema,
    response: z.object({ note: z.string(), pictures: z.array(DisputePictureSchema), created: z.string() }).nullable(),
    resolution: DisputeResolutionSchema.nullable(),
  })
  .meta({ id: 'Dispute' });
export type Dispute = z.infer<typeof DisputeSchema>;

/** `GET /haul/{id}/dispute/`: the load's case, if any, and whether the shipper may report one now. */
export const HaulDisputeSchema = z
  .object({
    dispute: DisputeSchema.nullable(),
    can_report: z.boolean(),
    window_ends: z.string().nullable().meta({ description: 'when reporting closes (delivery + DISPUTE_WINDOW_HOURS)' }),
  })
  .meta({ id: 'HaulDispute' });
export type HaulDispute = z.infer<typeof HaulDisputeSchema>;

export const DisputeIdParamsSchema = z.object({ id: z.uuid('Not a case id.') });

/** One row of `GET /admin/disputes/`, open cases first. */
export const AdminDisputeSummarySchema = z
  .object({
    id: z.uuid(),
    haul_id: z.uuid(),
    load: z.string(),
    shipper: AdminPersonSchema,
    driver: AdminPersonSchema.nullable(),
    category: DisputeCategorySchema,
    status: DisputeStatusSchema,
    payout_hold: PayoutHoldSchema,
    created: z.string(),
  })
  .meta({ id: 'AdminDisputeSummary' });
export type AdminDisputeSummary = z.infer<typeof AdminDisputeSummarySchema>;

export const AdminDisputesSchema = z
  .object({ disputes: z.array(AdminDisputeSummarySchema) })
  .meta({ id: 'AdminDisputes' });
export type AdminDisputes = z.infer<typeof AdminDisputesSchema>;

/** The load's money as the case stands (CAD cents): what was charged and how completion and the case split it. */
export const DisputeMoneySchema = z
  .object({
    charged_cad_cents: z.number().int().meta({ description: 'the shipper’s card payments, tax included' }),
    freight_cad_cents: z.number().int(),
    tax_cad_cents: z.number().int(),
    fee_cad_cents: z.number().int().meta({ description: 'the platform’s fee kept from the freight' }),
    payout_cad_cents: z.number().int().meta({ description: 'the driver’s payout as it stands' }),
    payout_status: z.enum(PAYOUT_STATUSES).nullable(),
    held_cad_cents: z.number().int().meta({ description: 'the payout held by this case' }),
    refunded_cad_cents: z.number().int().meta({ description: 'returned to the shipper’s cards, tax included' }),
  })
  .meta({ id: 'DisputeMoney' });
export type DisputeMoney = z.infer<typeof DisputeMoneySchema>;

/** `GET /admin/disputes/{id}/`: the case page. */
export const AdminDisputeCaseSchema = z
  .object({
    dispute: DisputeSchema,
    load: z.string(),
    shipper: AdminPersonSchema,
    driver: AdminPersonSchema.nullable(),
    money: DisputeMoneySchema,
  })
  .meta({ id: 'AdminDisputeCase' });
export type AdminDisputeCase = z.infer<typeof AdminDisputeCaseSchema>;

/**
 * `POST /admin/disputes/{id}/resolve/`: release the payout, refund the freight in full, or refund part of it
 * (`amount_cad_cents` of the freight; its share of tax goes back with it).
 */
export const ResolveDisputeBodySchema = z
  .object({
    outcome: DisputeOutcomeSchema,
    amount_cad_cents: z.number().int().positive().optional(),
  })
  .meta({ id: 'ResolveDisputeBody' });
export type ResolveDisputeBody = z.infer<typeof ResolveDisputeBodySchema>;
