import { sql } from 'drizzle-orm';
import { index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { hauls } from './hauls';
import { users } from './users';

/** Spec 4: a bid on a posted load is an offer; on an accepted load it is an expression of interest kept as backup. */
export const bidKind = pgEnum('bid_kind', ['offer', 'interest']);
export const bidStatus = pgEnum('bid_status', ['active', 'withdrawn', 'accepted', 'declined']);
/** Issue 21: the shipper's one counter-offer on a bid, waiting for the driver's answer or answered. */
export const counterStatus = pgEnum('counter_status', ['pending', 'accepted', 'declined']);

/** Spec 3, Bid: driver, amount, deliver_at, expires_at, comment, status. An expired bid stops counting. */
export const bids = pgTable(
  'bids',
  {
    id: idColumn(),
    haulId: uuid('haul_id')
      .notNull()
      .references(() => hauls.id, { onDelete: 'cascade' }),
    driverUserId: uuid('driver_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: bidKind('kind').notNull(),
    /** What the driver asks to be paid, CAD cents. */
    amountCents: integer('amount_cents').notNull(),
    deliverAt: timestamp('deliver_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    comment: text('comment').notNull().default(''),
    status: bidStatus('status').notNull().default('active'),
    createdAt: createdAt(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The shipper's counter-offer, CAD cents (converted from their currency when they made it); null until then. */
    counterAmountCents: integer('counter_amount_cents'),
    counterStatus: counterStatus('counter_status'),
    counteredAt: timestamp('countered_at', { withTimezone: true }),
    counterDecidedAt: timestamp('counter_decided_at', { withTimezone: true }),
  },
  (table) => [
    // One standing bid per driver and load: a new bid replaces the driver's earlier one.
    uniqueIndex('bids_one_active_key').on(table.haulId, table.driverUserId).where(sql`${table.status} = 'active'`),
    index('bids_driver_idx').on(table.driverUserId, table.createdAt),
  ],
);

/** A driver's "not interested" with its required reason (spec 5); the load leaves that driver's search. */
export const haulDeclines = pgTable(
  'haul_declines',
  {
    haulId: uuid('haul_id')
      .notNull()
      .references(() => hauls.id, { onDelete: 'cascade' }),
    driverUserId: uuid('driver_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    elaboration: text('elaboration').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('haul_declines_key').on(table.haulId, table.driverUserId)],
);

/** Spec 5: a 1-star rating blocks that driver from the shipper's future loads; blocked drivers never see them. */
export const shipperBlockedDrivers = pgTable(
  'shipper_blocked_drivers',
  {
    shipperUserId: uuid('shipper_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    driverUserId: uuid('driver_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('shipper_blocked_drivers_key').on(table.shipperUserId, table.driverUserId)],
);
