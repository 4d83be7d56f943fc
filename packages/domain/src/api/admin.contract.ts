import { z } from 'zod';
import { HAUL_STATUSES } from '../hauls/haul-status';
import { HaulMoneySchema, PAYOUT_STATUSES } from './money.contract';

/**
 * The staff console's API (`/api/admin/...`, beyond the spec, which lists no staff routes). Amounts are CAD cents,
 * as the ledger keeps them; times are ISO 8601 UTC.
 */

const isoDateTime = z.iso.datetime({ offset: true });
const cadCents = z.int();
const isoDay = z.iso.date({ error: 'Enter a date as YYYY-MM-DD.' });
const page = z.coerce.number().int().min(1).optional().default(1);
const pageSize = z.coerce.number().int().min(1).max(100).optional().default(25);
const searchText = z.string().trim().max(120).optional();

const paged = <T extends z.ZodType>(item: T) =>
  z.object({ count: z.int().nonnegative(), page: z.int(), page_size: z.int(), results: z.array(item) });

export const AdminIdParamsSchema = z.object({ id: z.uuid('Not an id.') });

/** Who someone is, as staff see them next to a load, a payout or an audit row. */
export const AdminPersonSchema = z
  .object({ id: z.string(), name: z.string(), email: z.string().nullable(), telephone: z.string().nullable() })
  .meta({ id: 'AdminPerson' });
export type AdminPerson = z.infer<typeof AdminPersonSchema>;

// --- Loads -------------------------------------------------------------------------------------------------------

/** `GET /admin/hauls/`: loads by state, shipper and driver (name or email, in part) and creation dates, newest first. */
export const AdminHaulsQuerySchema = z.object({
  state: z.enum(HAUL_STATUSES).optional(),
  shipper: searchText,
  driver: searchText,
  /** First and last day (UTC) the load was created (quoted), both included. */
  from: isoDay.optional(),
  to: isoDay.optional(),
  page,
  page_size: pageSize,
});
export type AdminHaulsQuery = z.input<typeof AdminHaulsQuerySchema>;

export const AdminHaulRowSchema = z
  .object({
    id: z.string(),
    status: z.enum(HAUL_STATUSES),
    quote_outcome: z.enum(['rate', 'pending', 'no_quote']),
    make_model: z.string(),
    origin: z.string(),
    destination: z.string(),
    shipper: AdminPersonSchema,
    driver: AdminPersonSchema.nullable(),
    shipper_rate_cad_cents: cadCents.nullable(),
    transport_rate_cad_cents: cadCents.nullable(),
    created: isoDateTime,
    published_at: isoDateTime.nullable(),
    completed_at: isoDateTime.nullable(),
  })
  .meta({ id: 'AdminHaulRow' });
export type AdminHaulRow = z.infer<typeof AdminHaulRowSchema>;

export const AdminHaulPageSchema = paged(AdminHaulRowSchema).meta({ id: 'AdminHaulPage' });
export type AdminHaulPage = z.infer<typeof AdminHaulPageSchema>;

export const AdminPaymentSchema = z
  .object({
    id: z.string(),
    purpose: z.enum(['haul', 'subscription']),
    status: z.enum(['pending', 'succeeded', 'failed']),
    amount_cad_cents: cadCents,
    refunded_cad_cents: cadCents,
    currency: z.string(),
    card: z.string().nullable().meta({ description: 'brand and last four digits, never more' }),
    created: isoDateTime,
  })
  .meta({ id: 'AdminPayment' });
export type AdminPayment = z.infer<typeof AdminPaymentSchema>;

/** A staff action taken on a record, read back from the audit trail. */
export const AdminActionSchema = z
  .object({
    at: isoDateTime,
    staff: AdminPersonSchema.nullable(),
    action: z.string(),
    status_code: z.int(),
    detail: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'AdminAction' });
export type AdminAction = z.infer<typeof AdminActionSchema>;

/** `GET /admin/hauls/{id}/`: the load as staff see it, with its money from the ledger. */
export const AdminHaulDetailSchema = AdminHaulRowSchema.extend({
  load: z.object({
    length_m: z.number(),
    width_m: z.number(),
    height_m: z.number(),
    weight_kg: z.number(),
    load_type: z.string(),
    ready_at: isoDateTime.nullable(),
    deliver_by: isoDateTime.nullable(),
  }),
  distance_m: z.int(),
  boost_percent: z.int(),
  quote_reasons: z.array(z.string()),
  deleted_reason: z.string().nullable(),
  deleted_elaboration: z.string().nullable(),
  confirmed_at: isoDateTime.nullable(),
  money: HaulMoneySchema,
  payments: z.array(AdminPaymentSchema),
  /** Whether staff may cancel it now (any state before delivery). */
  can_cancel: z.boolean(),
  /** Staff actions on this load, newest first. */
  actions: z.array(AdminActionSchema),
}).meta({ id: 'AdminHaulDetail' });
export type AdminHaulDetail = z.infer<typeof AdminHaulDetailSchema>;

/** `PUT /admin/hauls/{id}/cancel/`: cancelled at the shipper's request; the reason is kept with the load. */
export const AdminCancelHaulBodySchema = z
  .object({
    reason: z
      .string({ error: 'Say why the load is cancelled.' })
      .trim()
      .min(3, 'Say why the load is cancelled.')
      .max(1000, 'Keep the reason under 1000 characters.'),
  })
  .meta({ id: 'AdminCancelHaulBody' });
export type AdminCancelHaulBody = z.infer<typeof AdminCancelHaulBodySchema>;

export const AdminCancelHaulResponseSchema = z
  .object({ refunded_now_cad_cents: cadCents, haul: AdminHaulDetailSchema })
  .meta({ id: 'AdminCancelHaulResponse' });
export type AdminCancelHaulResponse = z.infer<typeof AdminCancelHaulResponseSchema>;

// --- Money -------------------------------------------------------------------------------------------------------

export const AdminPayoutSchema = z
  .object({
    id: z.string(),
    haul_id: z.string(),
    driver: AdminPersonSchema,
    amount_cad_cents: cadCents,
    status: z.enum(PAYOUT_STATUSES),
    due_at: isoDateTime,
    paid_at: isoDateTime.nullable(),
    failure: z.string().nullable(),
  })
  .meta({ id: 'AdminPayout' });
export type AdminPayout = z.infer<typeof AdminPayoutSchema>;

/**
 * `GET /admin/money/`: the whole ledger summed. Everything card payments brought in is somewhere: held in escrow,
 * owed or paid to drivers, kept as revenue, held or owed as sales tax, or refunded; `reconciliation` shows that sum next to the payments.
 */
export const AdminMoneySchema = z
  .object({
    totals: z.object({
      /** Succeeded card payments (payments table), loads and plans. */
      payments_cad_cents: cadCents,
      /** What the ledger recorded arriving through the card gateway; equals the payments when nothing is amiss. */
      payments_in_ledger_cad_cents: cadCents,
      escrow_cad_cents: cadCents,
      /** GST/HST/QST paid with loads not yet delivered, held beside their escrow (refunded with it on a cancel). */
      tax_held_cad_cents: cadCents,
      /** GST/HST/QST on delivered loads: owed to the CRA and Revenu Québec. */
      tax_payable_cad_cents: cadCents,
      /** Drivers' share of delivered loads: still owed plus already paid out. */
      payable_cad_cents: cadCents,
      payable_owed_cad_cents: cadCents,
      paid_out_cad_cents: cadCents,
      revenue_cad_cents: cadCents,
      revenue_from_loads_cad_cents: cadCents,
      revenue_from_plans_cad_cents: cadCents,
      /** Refunded to shippers: sent back to cards plus still being sent. */
      refunds_cad_cents: cadCents,
      refunds_pending_cad_cents: cadCents,
      /** Refunds marked on the payments rows; equals refunds when nothing is amiss. */
      refunds_on_payments_cad_cents: cadCents,
    }),
    reconciliation: z.object({
      /** escrow + tax held + tax payable + payable + revenue + refunds */
      accounted_cad_cents: cadCents,
      payments_cad_cents: cadCents,
      difference_cad_cents: cadCents,
      /** The ledger's own invariant: every transaction sums to zero. */
      ledger_balanced: z.boolean(),
      /** Payments still pending past the reconciliation window (the gateway did not answer about them): see below. */
      unreconciled_payments: z.int().nonnegative(),
      /** Refunds recorded but not yet sent back to the card (the gateway refused or did not answer). */
      unsent_card_refunds: z.int().nonnegative(),
      /** The totals match and nothing above is left unsettled. */
      holds: z.boolean(),
    }),
    escrow_by_haul: z.array(
      z.object({
        haul_id: z.string(),
        status: z.enum(HAUL_STATUSES),
        route: z.string(),
        shipper: AdminPersonSchema,
        amount_cad_cents: cadCents,
      }),
    ),
    payables_by_driver: z.array(
      z.object({ driver: AdminPersonSchema, owed_cad_cents: cadCents, paid_out_cad_cents: cadCents }),
    ),
    payouts: z.object({
      scheduled: z.array(AdminPayoutSchema),
      failed: z.array(AdminPayoutSchema),
      paid: z.array(AdminPayoutSchema),
    }),
    refunds: z.array(
      z.object({ haul_id: z.string().nullable(), amount_cad_cents: cadCents, created: isoDateTime, sent: z.boolean() }),
    ),
    /**
     * Card payments still pending after the reconciliation round should have settled them: whether the card was
     * charged is unknown (`charged` when the gateway gave a reference). Staff check them with the gateway.
     */
    unreconciled_payments: z.array(
      z.object({
        id: z.string(),
        purpose: z.enum(['haul', 'subscription']),
        haul_id: z.string().nullable(),
        payer: AdminPersonSchema,
        amount_cad_cents: cadCents,
        created: isoDateTime,
        charged: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'AdminMoney' });
export type AdminMoney = z.infer<typeof AdminMoneySchema>;

// --- Outbox and call-back leads ----------------------------------------------------------------------------------

export const OUTBOX_CHANNELS = ['email', 'sms', 'push'] as const;
/** `queued`: being sent, or waiting for a retry after its sender stopped. */
export const OUTBOX_STATUSES = ['sent', 'failed', 'queued'] as const;

export const AdminOutboxQuerySchema = z.object({
  channel: z.enum(OUTBOX_CHANNELS).optional(),
  status: z.enum(OUTBOX_STATUSES).optional(),
  recipient: searchText,
  page,
  page_size: pageSize,
});
export type AdminOutboxQuery = z.input<typeof AdminOutboxQuerySchema>;

export const AdminOutboxMessageSchema = z
  .object({
    id: z.string(),
    channel: z.enum(OUTBOX_CHANNELS),
    recipient: z.string(),
    subject: z.string(),
    /** The text with one-time links and codes blanked: staff see what was said, not the keys it carried. */
    body: z.string(),
    kind: z.string().nullable(),
    status: z.enum(OUTBOX_STATUSES),
    error: z.string().nullable(),
    created: isoDateTime,
    sent_at: isoDateTime.nullable(),
    /** The provider's id of an accepted text (Twilio's `SM...` sid), to look it up with them; null for emails. */
    provider_message_id: z.string().nullable(),
  })
  .meta({ id: 'AdminOutboxMessage' });
export type AdminOutboxMessage = z.infer<typeof AdminOutboxMessageSchema>;

export const AdminOutboxPageSchema = paged(AdminOutboxMessageSchema).meta({ id: 'AdminOutboxPage' });
export type AdminOutboxPage = z.infer<typeof AdminOutboxPageSchema>;

export const AdminLeadsQuerySchema = z.object({ page, page_size: pageSize });

/** A quote that ended in "call the office" (spec 4: no quote): someone to call back. */
export const AdminLeadSchema = z
  .object({
    haul_id: z.string(),
    quoted_at: isoDateTime,
    make_model: z.string(),
    origin: z.string(),
    destination: z.string(),
    reasons: z.array(z.string()),
    /** Null name, email and telephone: a visitor who left no contact (temporary account). */
    contact: AdminPersonSchema,
    registered: z.boolean(),
  })
  .meta({ id: 'AdminLead' });
export type AdminLead = z.infer<typeof AdminLeadSchema>;

export const AdminLeadPageSchema = paged(AdminLeadSchema).meta({ id: 'AdminLeadPage' });
export type AdminLeadPage = z.infer<typeof AdminLeadPageSchema>;

// --- Audit trail -------------------------------------------------------------------------------------------------

export const AdminAuditQuerySchema = z.object({
  /** Part of the name or email of who made the request, or their user id. */
  staff: searchText,
  from: isoDay.optional(),
  to: isoDay.optional(),
  /** Only refused requests (401 and 403): who tried what they may not do. */
  refused: z
    .enum(['true', 'false'])
    .optional()
    .transform((value) => value === 'true'),
  page,
  page_size: pageSize,
});
export type AdminAuditQuery = z.input<typeof AdminAuditQuerySchema>;

export const AdminAuditRowSchema = z
  .object({
    id: z.string(),
    at: isoDateTime,
    /** Who made the request; for a refused one, whoever's key it carried (null: no key). */
    user: AdminPersonSchema.extend({ is_staff: z.boolean() }).nullable(),
    method: z.string(),
    route: z.string(),
    action: z.string(),
    target_type: z.string().nullable(),
    target_id: z.string().nullable(),
    status_code: z.int(),
    detail: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'AdminAuditRow' });
export type AdminAuditRow = z.infer<typeof AdminAuditRowSchema>;

export const AdminAuditPageSchema = paged(AdminAuditRowSchema).meta({ id: 'AdminAuditPage' });
export type AdminAuditPage = z.infer<typeof AdminAuditPageSchema>;
