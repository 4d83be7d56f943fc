import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { idColumn } from './columns';
import { hauls } from './hauls';
import { payments, type StoredTaxLine } from './money';

/**
 * A credit note: the document a refund issues against the load's invoice (issue 23 part 4), numbered
 * `FD-CN-<year>-<six digits>` from `credit_note_counters` in the refund's own transaction, so a rolled-back refund
 * gives its number back. One per refund (its ledger event key).
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: idColumn(),
    number: text('number').notNull(),
    haulId: uuid('haul_id')
      .notNull()
      .references(() => hauls.id, { onDelete: 'restrict' }),
    /** The invoiced payment it credits (its invoice number is printed on the note). */
    paymentId: uuid('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    /** The refund's ledger event key: card refunds cite it, so the refund email finds its credit note. */
    refundEventKey: text('refund_event_key').notNull(),
    /** cancellation or dispute: what the note says the refund was for. */
    reason: text('reason').notNull(),
    freightCadCents: integer('freight_cad_cents').notNull(),
    taxCadCents: integer('tax_cad_cents').notNull(),
    taxLines: jsonb('tax_lines').$type<StoredTaxLine[]>().notNull().default([]),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('credit_notes_number_key').on(table.number),
    uniqueIndex('credit_notes_refund_event_key').on(table.refundEventKey),
    index('credit_notes_haul_idx').on(table.haulId),
  ],
);

/** The last credit note number given in each year: a row lock, not a sequence, as `invoice_counters`. */
export const creditNoteCounters = pgTable('credit_note_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull(),
});
