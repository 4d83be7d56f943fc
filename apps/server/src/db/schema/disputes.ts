import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { hauls } from './hauls';
import { pictures } from './pictures';
import { users } from './users';

/**
 * A shipper's problem report on a delivered load (issue 23 part 4; docs/decisions/020-disputes.md): one per load
 * (the unique index), the driver's answer on the same row, staff's decision and the money it moved.
 */
export const disputes = pgTable(
  'disputes',
  {
    id: idColumn(),
    haulId: uuid('haul_id')
      .notNull()
      .references(() => hauls.id, { onDelete: 'restrict' }),
    reporterId: uuid('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The driver who delivered the load, kept here: the case stays theirs whatever happens to the haul later. */
    driverUserId: uuid('driver_user_id').references(() => users.id, { onDelete: 'set null' }),
    category: text('category').notNull(),
    note: text('note').notNull(),
    /** open, released or refunded (DISPUTE_STATUSES). */
    status: text('status').notNull().default('open'),
    /** What the report did to the driver's payout: held, already_paid or no_payout (PAYOUT_HOLDS). */
    payoutHold: text('payout_hold').notNull(),
    responseNote: text('response_note'),
    respondedAt: timestamp('responded_at', { withTimezone: true }),
    /** release, refund_full or refund_partial, with the freight and tax given back (CAD cents). */
    outcome: text('outcome'),
    refundFreightCadCents: integer('refund_freight_cad_cents').notNull().default(0),
    refundTaxCadCents: integer('refund_tax_cad_cents').notNull().default(0),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('disputes_haul_key').on(table.haulId),
    index('disputes_status_idx').on(table.status, table.createdAt),
    check('disputes_status_check', sql`${table.status} in ('open', 'released', 'refunded')`),
    check('disputes_payout_hold_check', sql`${table.payoutHold} in ('held', 'already_paid', 'no_payout')`),
  ],
);

/** The pictures of a report (side `shipper`) and of the driver's answer (side `driver`), in the order sent. */
export const disputePictures = pgTable(
  'dispute_pictures',
  {
    disputeId: uuid('dispute_id')
      .notNull()
      .references(() => disputes.id, { onDelete: 'cascade' }),
    pictureId: uuid('picture_id')
      .notNull()
      .references(() => pictures.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    sortOrder: smallint('sort_order').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.disputeId, table.pictureId] }),
    uniqueIndex('dispute_pictures_picture_key').on(table.pictureId),
    check('dispute_pictures_side_check', sql`${table.side} in ('shipper', 'driver')`),
  ],
);
