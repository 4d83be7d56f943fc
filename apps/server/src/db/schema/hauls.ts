import { HAUL_STATUSES } from '@freight/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { users } from './users';

export const haulStatus = pgEnum('haul_status', HAUL_STATUSES);
export const quoteOutcome = pgEnum('quote_outcome', ['rate', 'pending', 'no_quote']);

/** A quote line as priced (code and CAD cents); kept with the haul so the shipper sees what they were quoted. */
export type StoredQuoteLine = { code: string; amountCents: number };

/**
 * A haul from the moment it is quoted: a quote is a draft haul of its (possibly temporary) user, so it can be saved,
 * shared, shipped or sent for bids. Money is CAD cents (DESIGN.md section 2).
 */
export const hauls = pgTable(
  'hauls',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: haulStatus('status').notNull().default('draft'),
    quoteOutcome: quoteOutcome('quote_outcome').notNull(),
    sizeClass: text('size_class'),
    shipperRateCents: integer('shipper_rate_cents'),
    transportRateCents: integer('transport_rate_cents'),
    quoteLines: jsonb('quote_lines').$type<StoredQuoteLine[]>().notNull().default([]),
    quoteReasons: jsonb('quote_reasons').$type<string[]>().notNull().default([]),
    routeDistanceM: integer('route_distance_m').notNull(),
    routeDurationS: integer('route_duration_s').notNull(),
    routeSource: text('route_source').notNull(),
    /** Percent added to the transport rate by the shipper's boost (spec 9: 30 %). */
    boostPercent: integer('boost_percent').notNull().default(0),
    quotedAt: timestamp('quoted_at', { withTimezone: true }).notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    /** Set when the shipper deletes the load (it is cancelled, never removed: money and history refer to it). */
    deletedReason: text('deleted_reason'),
    deletedElaboration: text('deleted_elaboration'),
    /** The driver holding the load from `accepted` on (accepted at the posted price or through a bid). */
    driverUserId: uuid('driver_user_id').references(() => users.id, { onDelete: 'set null' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    /** Set when the shipper confirms the driver and the prepayment succeeds (money held from here on). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** The code the shipper gives the driver on delivery; shown to the shipper only, made at confirmation. */
    deliveryCode: text('delivery_code'),
    /** Wrong codes entered since the last right one; too many lock completion for a while. */
    deliveryCodeFailures: integer('delivery_code_failures').notNull().default(0),
    deliveryCodeLockedUntil: timestamp('delivery_code_locked_until', { withTimezone: true }),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    clonedFromId: uuid('cloned_from_id').references((): AnyPgColumn => hauls.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('hauls_user_status_idx').on(table.userId, table.status, table.createdAt),
    index('hauls_driver_status_idx').on(table.driverUserId, table.status),
    index('hauls_status_published_idx').on(table.status, table.publishedAt),
  ],
);

/** What is shipped: measures in metres and kilograms (spec section 3, Load). One per haul. */
export const loads = pgTable(
  'loads',
  {
    id: idColumn(),
    haulId: uuid('haul_id')
      .notNull()
      .references(() => hauls.id, { onDelete: 'cascade' }),
    makeModel: text('make_model').notNull(),
    lengthM: doublePrecision('length_m').notNull(),
    widthM: doublePrecision('width_m').notNull(),
    heightM: doublePrecision('height_m').notNull(),
    weightKg: doublePrecision('weight_kg').notNull(),
    loadType: text('load_type').notNull(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    deliverBy: timestamp('deliver_by', { withTimezone: true }),
    externalData: jsonb('external_data').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [uniqueIndex('loads_haul_key').on(table.haulId)],
);

export const placeRole = pgEnum('place_role', ['origin', 'destination']);

/** A haul's origin or destination (spec section 3, Place); location is [lon, lat] on the wire. */
export const places = pgTable(
  'places',
  {
    id: idColumn(),
    haulId: uuid('haul_id')
      .notNull()
      .references(() => hauls.id, { onDelete: 'cascade' }),
    role: placeRole('role').notNull(),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    lon: doublePrecision('lon').notNull(),
    lat: doublePrecision('lat').notNull(),
    /** Province or state abbreviation and country as the geocoder found them at the point. */
    region: text('region'),
    country: text('country'),
    loadingDock: boolean('loading_dock').notNull().default(false),
    loadingProvided: boolean('loading_provided').notNull().default(false),
    unloadingProvided: boolean('unloading_provided').notNull().default(false),
    loadingTimes: text('loading_times'),
    instructions: text('instructions').notNull().default(''),
    saved: boolean('saved').notNull().default(false),
  },
  (table) => [
    uniqueIndex('places_haul_role_key').on(table.haulId, table.role),
    // Load search narrows by a latitude band first, then longitude (a box around the searched circle).
    index('places_role_lat_lon_idx').on(table.role, table.lat, table.lon),
  ],
);

/** An emailed quote: the link's code is stored hashed and claims a copy of the haul for whoever opens it. */
export const haulShares = pgTable(
  'haul_shares',
  {
    id: idColumn(),
    haulId: uuid('haul_id')
      .notNull()
      .references(() => hauls.id, { onDelete: 'cascade' }),
    sharedBy: uuid('shared_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    claimedBy: uuid('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    /** The claimer's copy, so opening the link again leads back to it. */
    claimedHaulId: uuid('claimed_haul_id').references((): AnyPgColumn => hauls.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex('haul_shares_code_key').on(table.codeHash),
    index('haul_shares_haul_idx').on(table.haulId).where(sql`${table.claimedAt} is null`),
  ],
);
