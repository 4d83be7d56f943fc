import { sql } from 'drizzle-orm';
import { type AnyPgColumn, check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, idColumn } from './columns';
import { hauls } from './hauls';
import { users } from './users';

/**
 * `inspection`: a condition photo of the electronic bill of lading; `dispute`: a photo of a problem report. Both are
 * read only by the haul's parties and staff.
 */
export const PICTURE_PURPOSES = ['haul', 'chat', 'profile', 'inspection', 'dispute'] as const;
export type PicturePurpose = (typeof PICTURE_PURPOSES)[number];

/**
 * An uploaded picture: only the re-encoded versions are kept (metadata such as GPS stripped), never the original
 * bytes. A visitor uploads before the haul exists (spec 2: post with optional pictures), so `haul_id` is set later.
 */
export const pictures = pgTable(
  'pictures',
  {
    id: idColumn(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    haulId: uuid('haul_id').references((): AnyPgColumn => hauls.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<PicturePurpose>().notNull(),
    caption: text('caption').notNull().default(''),
    /** Position among the haul's pictures; `order` on the wire (a reserved word in SQL). */
    sortOrder: integer('sort_order').notNull().default(0),
    /** As sniffed from the bytes (e.g. image/jpeg), not as the client declared. */
    originalContentType: text('original_content_type').notNull(),
    originalBytes: integer('original_bytes').notNull(),
    /** Pixels of the large version, after EXIF rotation: what a client lays out. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    thumbKey: text('thumb_key').notNull(),
    largeKey: text('large_key').notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    check('pictures_purpose_check', sql`${table.purpose} in ('haul', 'chat', 'profile', 'inspection', 'dispute')`),
    index('pictures_owner_idx').on(table.ownerId, table.createdAt),
    index('pictures_haul_idx').on(table.haulId, table.sortOrder).where(sql`${table.haulId} is not null`),
  ],
);
