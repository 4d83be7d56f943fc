import { creditedTaxLines } from '@freight/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { creditNoteCounters, creditNotes } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { DEFAULT_TIME_ZONE } from '../../platform/mail/email-reader';
import { findInvoicedPayment } from './documents.repository';

/** `FD-CN-2026-000123`: the year the refund was made and its place in that year's credit notes, six digits. */
const formatCreditNoteNumber = (year: number, sequence: number): string =>
  `FD-CN-${year}-${String(sequence).padStart(6, '0')}`;

/** The year at the product's home (Regina), as the invoices count theirs. */
const yearOf = (at: Date): number =>
  Number(new Intl.DateTimeFormat('en-CA', { year: 'numeric', timeZone: DEFAULT_TIME_ZONE }).format(at));

export type CreditNoteReason = 'cancellation' | 'dispute';

/**
 * Issues the credit note of a refund against the load's invoice, inside the refund's transaction: the year's counter
 * row is upserted (and so locked until that transaction ends, as `invoice_counters`), so concurrent refunds on any
 * number of processes take numbers one after another and a rolled-back refund gives its number back. The tax lines
 * are the invoice's, credited in proportion. Null when the load has no invoiced payment (nothing to credit); a second
 * call for the same refund answers the note it already issued.
 */
export const issueCreditNote = async (
  tx: Database,
  {
    haulId,
    refundEventKey,
    reason,
    freightCadCents,
    taxCadCents,
    at,
  }: {
    haulId: string;
    refundEventKey: string;
    reason: CreditNoteReason;
    freightCadCents: number;
    taxCadCents: number;
    at: Date;
  },
): Promise<string | null> => {
  const [issued] = await tx
    .select({ number: creditNotes.number })
    .from(creditNotes)
    .where(eq(creditNotes.refundEventKey, refundEventKey));
  if (issued) return issued.number;
  const payment = await findInvoicedPayment(tx, haulId);
  if (!payment) return null;
  const year = yearOf(at);
  const [counter] = await tx
    .insert(creditNoteCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({
      target: creditNoteCounters.year,
      set: { lastNumber: sql`${creditNoteCounters.lastNumber} + 1` },
    })
    .returning({ lastNumber: creditNoteCounters.lastNumber });
  if (!counter) throw new Error('the credit note counter was not written');
  const number = formatCreditNoteNumber(year, counter.lastNumber);
  await tx.insert(creditNotes).values({
    number,
    haulId,
    paymentId: payment.id,
    refundEventKey,
    reason,
    freightCadCents,
    taxCadCents,
    taxLines: creditedTaxLines(payment.taxLines, taxCadCents),
    issuedAt: at,
  });
  return number;
};

export const listCreditNotes = (db: Database, haulId: string) =>
  db
    .select()
    .from(creditNotes)
    .where(eq(creditNotes.haulId, haulId))
    .orderBy(asc(creditNotes.issuedAt), asc(creditNotes.number));

export const findCreditNote = async (db: Database, where: { haulId: string; number: string }) => {
  const [row] = await db
    .select()
    .from(creditNotes)
    .where(and(eq(creditNotes.haulId, where.haulId), eq(creditNotes.number, where.number)));
  return row ?? null;
};

export const findCreditNoteOfRefund = async (db: Database, refundEventKey: string) => {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.refundEventKey, refundEventKey));
  return row ?? null;
};

export type CreditNoteRow = NonNullable<Awaited<ReturnType<typeof findCreditNote>>>;

/** The number of the credit note a refund issued, or null. */
export const creditNoteNumberOfRefund = async (db: Database, refundEventKey: string): Promise<string | null> =>
  (await findCreditNoteOfRefund(db, refundEventKey))?.number ?? null;
