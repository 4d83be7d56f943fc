import type { DamageMark, InspectionKind, InspectionPhotoView, SecurementCheck, Signature } from '@freight/domain';
import { sql } from 'drizzle-orm';
import {
  check,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
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
 * The electronic bill of lading (issue 23, decision 019): the driver's inspection of the load at pickup and at
 * delivery, one of each per haul, written in the transaction that moves the haul (pick_up, complete). Signatures are
 * kept as their strokes (a few KB of JSON), never as images: redrawn in the PDF and on screen, private with the row.
 */
export const haulInspections = pgTable(
  'haul_inspections',
  {
    id: idColumn(),
    haulId: uuid('haul_id')
      .notNull()
      .references(() => hauls.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<InspectionKind>().notNull(),
    driverUserId: uuid('driver_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The shipper or their agent at pickup, the receiver at delivery. */
    counterpartName: text('counterpart_name').notNull(),
    counterpartSignature: jsonb('counterpart_signature').$type<Signature>().notNull(),
    /** Signed at pickup; the delivery's proof is the receiver's signature and the delivery code. */
    driverSignature: jsonb('driver_signature').$type<Signature>(),
    marks: jsonb('marks').$type<DamageMark[]>().notNull().default([]),
    checklist: jsonb('checklist').$type<SecurementCheck[]>().notNull().default([]),
    odometerKm: doublePrecision('odometer_km'),
    engineHours: doublePrecision('engine_hours'),
    lat: doublePrecision('lat'),
    lon: doublePrecision('lon'),
    accuracyM: doublePrecision('accuracy_m'),
    /** When the driver signed on the phone (earlier than recorded when it waited offline for a signal). */
    signedAt: timestamp('signed_at', { withTimezone: true }).notNull(),
    recordedAt: createdAt(),
  },
  (table) => [
    check('haul_inspections_kind_check', sql`${table.kind} in ('pickup', 'delivery')`),
    uniqueIndex('haul_inspections_haul_kind_idx').on(table.haulId, table.kind),
  ],
);

/** The inspection's photos: pictures of purpose `inspection`, each in one inspection only, read by its parties. */
export const haulInspectionPhotos = pgTable(
  'haul_inspection_photos',
  {
    pictureId: uuid('picture_id')
      .primaryKey()
      .references(() => pictures.id, { onDelete: 'cascade' }),
    inspectionId: uuid('inspection_id')
      .notNull()
      .references(() => haulInspections.id, { onDelete: 'cascade' }),
    view: text('view').$type<InspectionPhotoView>().notNull(),
    sortOrder: integer('sort_order').notNull(),
  },
  (table) => [index('haul_inspection_photos_inspection_idx').on(table.inspectionId, table.sortOrder)],
);
