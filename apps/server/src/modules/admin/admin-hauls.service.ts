import {
  type AdminCancelHaulResponse,
  type AdminHaulDetail,
  type AdminHaulPage,
  type AdminHaulRow,
  type AdminHaulsQuerySchema,
  type AdminPerson,
  canTransition,
} from '@freight/domain';
import type { z } from 'zod';
import type { Clock } from '../../platform/clock';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { listSucceededActions } from '../audit';
import { cancelHaulRecord, findHaulRecord } from '../hauls';
import { haulMoneyOf } from '../ledger';
import { type AdminHaulRowRecord, findAdminHaul, listHaulPayments, searchHauls } from './admin-hauls.repository';

type Person = { id: string | null; name: string | null; email: string | null; telephone: string | null };

export const toAdminPerson = (row: Person): AdminPerson => ({
  id: row.id ?? '',
  name: row.name ?? '',
  email: row.email,
  telephone: row.telephone,
});

const toRow = (row: AdminHaulRowRecord): AdminHaulRow => ({
  id: row.haul.id,
  status: row.haul.status,
  quote_outcome: row.haul.quoteOutcome,
  make_model: row.makeModel ?? '',
  origin: row.origin ?? '',
  destination: row.destination ?? '',
  shipper: toAdminPerson(row.shipper),
  driver: row.driver?.id ? toAdminPerson(row.driver) : null,
  shipper_rate_cad_cents: row.haul.shipperRateCents,
  transport_rate_cad_cents: row.haul.transportRateCents,
  created: row.haul.quotedAt.toISOString(),
  published_at: row.haul.publishedAt?.toISOString() ?? null,
  completed_at: row.haul.completedAt?.toISOString() ?? null,
});

/** `GET /admin/hauls/`: every load matching the filters, drafts and cancelled ones included, newest first. */
export const searchAdminHauls = async (
  db: Database,
  query: z.output<typeof AdminHaulsQuerySchema>,
): Promise<AdminHaulPage> => {
  const { count, rows } = await searchHauls(db, { ...query, pageSize: query.page_size });
  return { count, page: query.page, page_size: query.page_size, results: rows.map(toRow) };
};

/** `GET /admin/hauls/{id}/`: the load, its card payments, its money from the ledger and what staff did to it. */
export const viewAdminHaul = async (db: Database, haulId: string): Promise<AdminHaulDetail> => {
  const found = await findAdminHaul(db, haulId);
  if (!found) throw new AppError('not_found', 'No such haul.');
  const { haul, load } = found;
  const [money, payments, actions] = await Promise.all([
    haulMoneyOf(db, haulId, { showFailure: true, showCharge: true }),
    listHaulPayments(db, haulId),
    listSucceededActions(db, { targetIds: [haulId], newestFirst: true }),
  ]);
  return {
    ...toRow(found),
    load: {
      length_m: load?.lengthM ?? 0,
      width_m: load?.widthM ?? 0,
      height_m: load?.heightM ?? 0,
      weight_kg: load?.weightKg ?? 0,
      load_type: load?.loadType ?? '',
      ready_at: load?.readyAt?.toISOString() ?? null,
      deliver_by: load?.deliverBy?.toISOString() ?? null,
    },
    distance_m: haul.routeDistanceM,
    boost_percent: haul.boostPercent,
    quote_reasons: haul.quoteReasons,
    deleted_reason: haul.deletedReason,
    deleted_elaboration: haul.deletedElaboration,
    confirmed_at: haul.confirmedAt?.toISOString() ?? null,
    money,
    payments: payments.map((payment) => ({
      id: payment.id,
      purpose: payment.purpose,
      status: payment.status,
      amount_cad_cents: payment.amountCadCents,
      refunded_cad_cents: payment.refundedCadCents,
      currency: payment.currency,
      card: payment.cardLast4 ? `${payment.cardBrand ?? 'card'} •••• ${payment.cardLast4}` : null,
      created: payment.createdAt.toISOString(),
    })),
    can_cancel: canTransition({ status: haul.status, action: 'cancel', actor: 'staff' }).ok,
    actions: actions.map((action) => ({
      at: action.createdAt.toISOString(),
      staff: action.staff ? toAdminPerson(action.staff) : null,
      action: action.action,
      status_code: action.statusCode,
      detail: action.detail,
    })),
  };
};

/**
 * `PUT /admin/hauls/{id}/cancel/`: staff cancel a load the shipper asked them to, with the reason, and everything in
 * escrow goes back to the shipper's card: the shipper's own delete path (`cancelHaulRecord`), so the rules and the
 * refund are the same. Cancelling again, or after delivery, is 409 and moves nothing.
 */
export const cancelAdminHaul = async (
  { db, clock }: { db: Database; clock: Clock },
  { haulId, reason }: { haulId: string; reason: string },
): Promise<{ refundedCadCents: number }> => {
  const record = await findHaulRecord(db, haulId);
  if (!record) throw new AppError('not_found', 'No such haul.');
  return cancelHaulRecord({ db, clock }, { record, actor: 'staff', reason: 'other', elaboration: reason });
};

export const cancelResponse = async (
  db: Database,
  haulId: string,
  refundedCadCents: number,
): Promise<AdminCancelHaulResponse> => ({
  refunded_now_cad_cents: refundedCadCents,
  haul: await viewAdminHaul(db, haulId),
});
