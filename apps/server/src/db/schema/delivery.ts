import { doublePrecision, index, jsonb, pgTable, smallint, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { hauls } from './hauls';
import { users } from './users';

/** The shipper turned the accepting driver down, with a reason (spec 7: PUT /haul/{id}/reject/). */
export const haulRejections = pgTable(
  'haul_rejections',
  {
    id: idColumn(),
    haulId: uuid('haul_id')
      .notNull()
      .references(() => hauls.id, { onDelete: 'cascade' }),
    driverUserId: uuid('driver_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    createdAt: createdAt(),
  },
  (table) => [index('haul_rejections_haul_idx').on(table.haulId)],
);

/** Where the driver was (spec 7: postLocation), shown to the shipper on the job map while the load travels. */
export const haulLocations = pgTable(
  'haul_locations',
  {
    id: idColumn(),
    haulId: uuid('haul_id')
      .notNull()
      .references(() => hauls.id, { onDelete: 'cascade' }),
    lon: doublePrecision('lon').notNull(),
    lat: doublePrecision('lat').notNull(),
    accuracyM: doublePrecision('accuracy_m'),
    createdAt: createdAt(),
  },
  (table) => [index('haul_locations_haul_idx').on(table.haulId, table.createdAt)],
);

/** Spec 7: POST /haul/{id}/review/ by both sides after completion; 1 to 5 stars. */
export const reviews = pgTable(
  'reviews',
  {
    id: idColumn(),
    haulId: uuid('haul_id')
      .notNull()
      .references(() => hauls.id, { onDelete: 'cascade' }),
    authorUserId: uuid('author_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subjectUserId: uuid('subject_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: smallint('stars').notNull(),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('reviews_haul_author_key').on(table.haulId, table.authorUserId)],
);

/** Spec 5: 5 stars adds the driver to the shipper's preferred drivers, who hear of the shipper's new loads first. */
export const shipperPreferredDrivers = pgTable(
  'shipper_preferred_drivers',
  {
    shipperUserId: uuid('shipper_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    driverUserId: uuid('driver_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (table) => [uniqueIndex('shipper_preferred_drivers_key').on(table.shipperUserId, table.driverUserId)],
);

/** Spec 7: POST /userdata/ (type, data, location): what users did, for product analytics. */
export const trackingEvents = pgTable(
  'tracking_events',
  {
    id: idColumn(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    type: text('type').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    lon: doublePrecision('lon'),
    lat: doublePrecision('lat'),
    accuracyM: doublePrecision('accuracy_m'),
    createdAt: createdAt(),
  },
  (table) => [index('tracking_events_type_created_idx').on(table.type, table.createdAt)],
);
