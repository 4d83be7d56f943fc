import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { payments } from '../../db/schema';
import { registerUser } from '../../testing/accounts';
import { testConfig } from '../../testing/build-test-app';
import { createTestDatabase } from '../../testing/test-database';
import { assignInvoiceNumber, formatInvoiceNumber } from './invoice-number';
import { makeAcceptedHaul, payHaulByCard } from './payment-test-fixtures';

/** Numbering under concurrency: runs on PGlite and, with DATABASE_URL, on PostgreSQL with a pool of connections. */
let app: FastifyInstance;
let userId: string;

beforeAll(async () => {
  app = await buildApp({ config: testConfig(), database: await createTestDatabase(), logger: false });
  userId = (await registerUser(app)).user.id;
});

afterAll(() => app.close());

const pendingPayment = async (): Promise<string> => {
  const [row] = await app.db
    .insert(payments)
    .values({
      userId,
      purpose: 'subscription',
      subscriptionLevel: 1,
      idempotencyKey: randomUUID(),
      amountMinor: 19_900,
      currency: 'cad',
      amountCadCents: 19_900,
      gateway: 'sandbox',
    })
    .returning({ id: payments.id });
  if (!row) throw new Error('no payment row');
  return row.id;
};

class RolledBack extends Error {}

/** One payment's finishing transaction: takes a number, then commits or (a crash, a failed write) rolls back. */
const finish = async (paymentId: string, at: Date, { rollBack }: { rollBack: boolean }) => {
  try {
    return await app.db.transaction(async (tx) => {
      const number = await assignInvoiceNumber(tx, { paymentId, at });
      if (rollBack) throw new RolledBack();
      return number;
    });
  } catch (error) {
    if (error instanceof RolledBack) return null;
    throw error;
  }
};

const numbersOf = async (ids: string[]) =>
  (await app.db.select({ number: payments.invoiceNumber }).from(payments).where(inArray(payments.id, ids)))
    .map((row) => row.number)
    .filter((number): number is string => number !== null)
    .sort();

describe('invoice numbers', () => {
  it('are consecutive from 1 in each year, with no gap left by payments that rolled back, under concurrency', async () => {
    const at = new Date('2031-03-15T18:00:00Z');
    const ids = await Promise.all(Array.from({ length: 24 }, pendingPayment));
    // Every third rolls back after taking its number, all at once.
    const results = await Promise.all(ids.map((id, index) => finish(id, at, { rollBack: index % 3 === 2 })));
    const committed = results.filter((number) => number !== null);
    expect(committed).toHaveLength(16);
    expect(await numbersOf(ids)).toEqual(
      Array.from({ length: 16 }, (_, index) => formatInvoiceNumber(2031, index + 1)),
    );
  });

  it('count the year at the product’s home: New Year’s Eve evening in Regina is still the old year', async () => {
    const evening = await finish(await pendingPayment(), new Date('2032-01-01T05:30:00Z'), { rollBack: false });
    const morning = await finish(await pendingPayment(), new Date('2032-01-01T06:30:00Z'), { rollBack: false });
    expect(evening).toBe(formatInvoiceNumber(2031, 17));
    expect(morning).toBe(formatInvoiceNumber(2032, 1));
  });

  it('are given to concurrent card payments of different shippers, one each, in one unbroken run', async () => {
    const hauls = await Promise.all(Array.from({ length: 4 }, () => makeAcceptedHaul(app)));
    const answers = await Promise.all(hauls.map(({ shipper, haul }) => payHaulByCard(app, shipper.key, haul.id)));
    expect(answers.map((answer) => answer.json().success)).toEqual(Array(4).fill(true));
    const paid = await app.db
      .select({ number: payments.invoiceNumber, at: payments.completedAt })
      .from(payments)
      .where(
        inArray(
          payments.haulId,
          hauls.map(({ haul }) => haul.id),
        ),
      );
    const year = paid[0]?.at?.getUTCFullYear() ?? 0;
    const sequences = paid.map((row) => Number(row.number?.split('-')[2])).sort((a, b) => a - b);
    expect(paid.every((row) => row.number?.startsWith(`FD-${year}-`))).toBe(true);
    // The other tests numbered 2031's and 2032's invoices: this year's run starts at 1.
    expect(sequences).toEqual([1, 2, 3, 4]);
  });

  it('cannot be held by two payments: the unique index refuses a copied number', async () => {
    const taken = await finish(await pendingPayment(), new Date('2033-05-01T12:00:00Z'), { rollBack: false });
    const other = await pendingPayment();
    await expect(app.db.update(payments).set({ invoiceNumber: taken }).where(eq(payments.id, other))).rejects.toThrow();
  });
});
