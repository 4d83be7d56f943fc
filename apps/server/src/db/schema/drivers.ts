import { DRIVER_PROFILE_STATES, DRIVER_TYPES } from '@freight/domain';
import { sql } from 'drizzle-orm';
import {
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { users } from './users';

export const driverType = pgEnum('driver_type', DRIVER_TYPES);
export const driverProfileState = pgEnum('driver_profile_state', DRIVER_PROFILE_STATES);

/**
 * A user's driver profile (spec 3, Driver). One per user, made the first time they open driver registration; a user
 * whose driver_type is `nondriver` and who holds no paid subscription is not a driver (spec 6).
 */
export const drivers = pgTable(
  'drivers',
  {
    id: idColumn(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    driverType: driverType('driver_type').notNull().default('nondriver'),
    companyName: text('company_name').notNull().default(''),
    /** Province and state codes (`SK`, `MT`) the driver works in; new loads starting there alert them. */
    regions: jsonb('regions').$type<string[]>().notNull().default([]),
    expYears: integer('exp_years'),
    expAccidents: integer('exp_accidents'),
    expCompanies: text('exp_companies').notNull().default(''),
    expQualifications: text('exp_qualifications').notNull().default(''),
    baseAddress: text('base_address').notNull().default(''),
    baseLon: doublePrecision('base_lon'),
    baseLat: doublePrecision('base_lat'),
    profileState: driverProfileState('profile_state').notNull().default('incomplete'),
    submittedAt: timestamp('submitted_at', { withTimezone: true }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    /** Staff's reason when they turn a profile down, shown to the driver. */
    decisionReason: text('decision_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('drivers_user_key').on(table.userId),
    index('drivers_state_submitted_idx').on(table.profileState, table.submittedAt),
  ],
);

/** Spec 3, Vehicle; at most six per driver (spec 5). Capacity fields are the driver's own figures, for search. */
export const vehicles = pgTable(
  'vehicles',
  {
    id: idColumn(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    vehicleType: text('vehicle_type').notNull(),
    make: text('make').notNull().default(''),
    model: text('model').notNull().default(''),
    year: smallint('year'),
    color: text('color').notNull().default(''),
    license: text('license').notNull().default(''),
    insuranceCompany: text('insurance_company').notNull().default(''),
    insurancePolicyNumber: text('insurance_policy_number').notNull().default(''),
    insuranceExpiry: date('insurance_expiry', { mode: 'string' }).notNull(),
    /** What the rig can carry and its deck size, when the driver gives them; search filters loads by them. */
    capacityKg: doublePrecision('capacity_kg'),
    deckLengthM: doublePrecision('deck_length_m'),
    deckWidthM: doublePrecision('deck_width_m'),
    maxLoadHeightM: doublePrecision('max_load_height_m'),
    createdAt: createdAt(),
  },
  (table) => [index('vehicles_driver_idx').on(table.driverId, table.createdAt)],
);

/** Spec 3: three references requested (name, relation, company, telephone, email); kept in the order given. */
export const driverReferences = pgTable(
  'driver_references',
  {
    id: idColumn(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    name: text('name').notNull().default(''),
    relation: text('relation').notNull().default(''),
    company: text('company').notNull().default(''),
    telephone: text('telephone').notNull().default(''),
    email: text('email').notNull().default(''),
  },
  (table) => [uniqueIndex('driver_references_position_key').on(table.driverId, table.position)],
);

export const bankCountry = pgEnum('bank_country', ['CAN', 'USA']);

/**
 * Deposit details for payouts (spec 3, Bank). The account number is needed whole to pay the driver, so it is stored,
 * but no response ever carries more than its last four digits.
 */
export const bankAccounts = pgTable(
  'bank_accounts',
  {
    id: idColumn(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    country: bankCountry('country').notNull().default('CAN'),
    bankInstitution: text('bank_institution').notNull().default(''),
    bankTransit: text('bank_transit').notNull().default(''),
    bankAccount: text('bank_account').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('bank_accounts_driver_key').on(table.driverId)],
);

export const subscriptionStatus = pgEnum('subscription_status', ['active', 'ended']);

/**
 * A driver's plan (spec 3 and 4: level 0 free, 1, 2 fully subscribed). At most one active per driver; renewal is
 * due a year after `started_at` once six loads were hauled in it, and a due plan not renewed ends (back to free).
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: idColumn(),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => drivers.id, { onDelete: 'cascade' }),
    level: smallint('level').notNull(),
    status: subscriptionStatus('status').notNull().default('active'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    /** Staff who granted a paid level before the payment gateway exists, or null when paid or free. */
    grantedBy: uuid('granted_by').references(() => users.id, { onDelete: 'set null' }),
    paymentReference: text('payment_reference'),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('subscriptions_one_active_key').on(table.driverId).where(sql`${table.status} = 'active'`)],
);
