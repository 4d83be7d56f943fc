import type { CurrencyCode } from '@freight/domain';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { hauls, ledgerTransactions, payments } from '../../db/schema';
import { auth } from '../../testing/accounts';
import { testClock, testConfig } from '../../testing/build-test-app';
import { createTestDatabase } from '../../testing/test-database';
import { escrowBalance } from '../ledger';
import { cardRefundDepsFor } from './card-refunds';
import { captureLogLines, makeAcceptedHaul, payHaulByCard } from './payment-test-fixtures';
import { paymentsBaseContext } from './payments-context';
import { reconcileStalePayments } from './reconcile-payments';
import { SANDBOX_CARDS } from './sandbox-gateway';

/** Money and concurrency: run on PGlite and with DATABASE_URL on PostgreSQL. */
let app: FastifyInstance;
const clock = testClock(new Date('2026-06-01T15:00:00Z'));
const log = captureLogLines();

beforeAll(async () => {
  app = await buildApp({
    config: testConfig({ logLevel: 'info' }),
    database: await createTestDatabase(),
    logger: { stream: log.stream },
    clock,
  });
});

afterAll(() => app.close());

const context = () => paymentsBaseContext(app, cardRefundDepsFor(app).gateway, app.log);
const pastTheLease = () => clock.advance(context().pendingLeaseMs + 1);
const paymentsOf = (haulId: string) => app.db.select().from(payments).where(eq(payments.haulId, haulId));
const haulRow = async (haulId: string) => (await app.db.select().from(hauls).where(eq(hauls.id, haulId)))[0];
/** The haul's ledger transactions by event key prefix (a card refund is of kind `refund` too, keyed `card_refund:`). */
const ledgerOf = (haulId: string, event: 'prepayment' | 'refund') =>
  app.db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.haulId, haulId), like(ledgerTransactions.eventKey, `${event}:%`)));

/**
 * A payment left pending with no answer from the gateway (the "no response" card), optionally then charged at the
 * gateway under its key without our transaction recording it: what a crash between the two leaves behind.
 */
const pendingPayment = async ({ charged }: { charged: boolean }) => {
  const { shipper, haul, driverKey } = await makeAcceptedHaul(app);
  const answered = await payHaulByCard(app, shipper.key, haul.id, { pan: SANDBOX_CARDS.noResponse });
  expect(answered.json()).toMatchObject({ success: false });
  const [payment] = await paymentsOf(haul.id);
  if (!payment) throw new Error('no pending payment');
  if (charged) {
    const outcome = await context().gateway.charge({
      idempotencyKey: payment.id,
      amountMinor: payment.amountMinor,
      currency: payment.currency as CurrencyCode,
      source: { pan: SANDBOX_CARDS.success, expdate: '1230', cvc: '123' },
      description: 'stranded',
    });
    expect(outcome.kind).toBe('succeeded');
  }
  return { shipper, haul, driverKey, payment };
};

describe('the payment reconciliation round', () => {
  it('records a stranded charge in the ledger and confirms its load', async () => {
    const { haul } = await pendingPayment({ charged: true });
    // Too young: its payer may still repeat it with the same key.
    await reconcileStalePayments(context());
    expect(await paymentsOf(haul.id)).toMatchObject([{ status: 'pending' }]);

    pastTheLease();
    const run = await reconcileStalePayments(context());
    expect(run.succeeded).toBeGreaterThanOrEqual(1);
    expect(await paymentsOf(haul.id)).toMatchObject([{ status: 'succeeded', cardLast4: '4242' }]);
    expect(await ledgerOf(haul.id, 'prepayment')).toHaveLength(1);
    expect(await haulRow(haul.id)).toMatchObject({
      status: 'confirmed',
      deliveryCode: expect.stringMatching(/^\d{6}$/),
    });
    // A second round finds nothing left to do.
    await reconcileStalePayments(context());
    expect(await ledgerOf(haul.id, 'prepayment')).toHaveLength(1);
  });

  it('marks a payment the gateway never charged as failed, so it no longer blocks its load', async () => {
    const { haul } = await pendingPayment({ charged: false });
    pastTheLease();
    await reconcileStalePayments(context());
    expect(await paymentsOf(haul.id)).toMatchObject([{ status: 'failed', failureMessage: 'No response' }]);
    expect(await ledgerOf(haul.id, 'prepayment')).toHaveLength(0);
    expect(await haulRow(haul.id)).toMatchObject({ status: 'accepted' });
  });

  it('refunds to the card a stranded charge whose load was cancelled meanwhile, never confirming it', async () => {
    const { shipper, haul } = await pendingPayment({ charged: true });
    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/haul/${haul.id}/`,
      headers: auth(shipper.key),
      payload: { reason: 'no_longer_shipping' },
    });
    expect(cancelled.statusCode).toBe(200);
    const statusAfterCancel = (await haulRow(haul.id))?.status;
    const refundsBefore = log.lines.filter((line) => line.msg === 'sandbox refunded').length;

    pastTheLease();
    await reconcileStalePayments(context());
    const [payment] = await paymentsOf(haul.id);
    expect(payment).toMatchObject({ status: 'succeeded', refundedCadCents: payment?.amountCadCents });
    expect(await haulRow(haul.id)).toMatchObject({ status: statusAfterCancel, deliveryCode: null });
    expect(await ledgerOf(haul.id, 'prepayment')).toHaveLength(1);
    expect(await ledgerOf(haul.id, 'refund')).toHaveLength(1);
    const cardRefunds = await app.db
      .select()
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.eventKey, `card_refund:${payment?.id}:%`));
    expect(cardRefunds).toHaveLength(1);
    expect(await escrowBalance(app.db, haul.id)).toBe(0);
    expect(log.lines.filter((line) => line.msg === 'sandbox refunded').length - refundsBefore).toBe(1);
  });

  it('refunds a stranded charge whose driver was turned back meanwhile', async () => {
    const { shipper, haul } = await pendingPayment({ charged: true });
    const rejected = await app.inject({
      method: 'PUT',
      url: `/api/haul/${haul.id}/reject/`,
      headers: auth(shipper.key),
      payload: { reason: 'Found another way to ship.' },
    });
    expect(rejected.statusCode).toBe(200);
    pastTheLease();
    await reconcileStalePayments(context());
    expect(await ledgerOf(haul.id, 'refund')).toHaveLength(1);
    expect(await escrowBalance(app.db, haul.id)).toBe(0);
    expect((await haulRow(haul.id))?.status).not.toBe('confirmed');
  });

  it('leaves alone a payment whose charge lease someone holds', async () => {
    const { haul, payment } = await pendingPayment({ charged: false });
    pastTheLease();
    const until = new Date(clock.now().getTime() + 60_000);
    await app.db.update(payments).set({ chargeLeaseUntil: until }).where(eq(payments.id, payment.id));
    await reconcileStalePayments(context());
    expect(await paymentsOf(haul.id)).toMatchObject([{ status: 'pending' }]);
    clock.advance(60_001);
    await reconcileStalePayments(context());
    expect(await paymentsOf(haul.id)).toMatchObject([{ status: 'failed' }]);
  });
});
