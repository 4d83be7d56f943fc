import { eq, sql } from 'drizzle-orm';
import { invoiceCounters, payments } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import { DEFAULT_TIME_ZONE } from '../../platform/mail/email-reader';

/** `FD-2026-000123`: the year the payment succeeded and its place in that year's invoices, six digits. */
export const formatInvoiceNumber = (year: number, sequence: number): string =>
  `FD-${year}-${String(sequence).padStart(6, '0')}`;

/** The invoice's year is the calendar year at the product's home (Regina), not UTC's, so a New Year's Eve evening counts in the old year. */
const invoiceYearOf = (at: Date): number =>
  Number(new Intl.DateTimeFormat('en-CA', { year: 'numeric', timeZone: DEFAULT_TIME_ZONE }).format(at));

/**
 * Gives a payment that just succeeded the next invoice number of its year. Must run inside the transaction that
 * marks the payment succeeded: the upsert locks the year's counter row until that transaction ends, so concurrent
 * payments (on any number of server processes) take numbers one after another, and a transaction that rolls back
 * takes its increment back with it. No gap, no duplicate (the unique index is the last guard).
 */
export const assignInvoiceNumber = async (
  tx: Database,
  { paymentId, at }: { paymentId: string; at: Date },
): Promise<string> => {
  const year = invoiceYearOf(at);
  const [counter] = await tx
    .insert(invoiceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  if (!counter) throw new Error('the invoice counter was not written');
  const invoiceNumber = formatInvoiceNumber(year, counter.lastNumber);
  await tx.update(payments).set({ invoiceNumber }).where(eq(payments.id, paymentId));
  return invoiceNumber;
};
