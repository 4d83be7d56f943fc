import { CREDIT_NOTE_NUMBER_PATTERN, createMoney, formatMoney, HaulDocumentsSchema } from '@freight/domain';
import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { creditNotes, ledgerTransactions, outboxMessages, payments } from '../../db/schema';
import { auth, makeStaff } from '../../testing/accounts';
import { testClock, testConfig } from '../../testing/build-test-app';
import { createTestDatabase } from '../../testing/test-database';
import { pdfText } from '../documents/testing';
import { escrowBalance, heldTax, refundHaul } from '../ledger';
import { cardRefundDepsFor, refundMinorOf, sendOwedCardRefunds } from './card-refunds';
import type { PaymentGateway, RefundOutcome } from './payment-gateway';
import { captureLogLines, makeAcceptedHaul, payHaulByCard } from './payment-test-fixtures';
import { SANDBOX_CARDS } from './sandbox-gateway';

/** Money and concurrency: run on PGlite and with DATABASE_URL on PostgreSQL. */
let app: FastifyInstance;
let staffKey: string;
const log = captureLogLines();
const sandboxRefunds = () => log.lines.filter((line) => line.msg === 'sandbox refunded');

beforeAll(async () => {
  app = await buildApp({
    config: testConfig({ logLevel: 'info' }),
    database: await createTestDatabase(),
    logger: { stream: log.stream },
    clock: testClock(new Date('2026-06-01T15:00:00Z')),
  });
  staffKey = (await makeStaff(app)).key;
});

afterAll(() => app.close());

/** A load a driver accepted and the shipper paid by card: confirmed, with its price in escrow. */
const paidLoad = async () => {
  const { shipper, haul } = await makeAcceptedHaul(app);
  const paid = await payHaulByCard(app, shipper.key, haul.id);
  if (paid.statusCode !== 200) throw new Error(`pay failed: ${paid.body}`);
  const [payment] = await app.db.select().from(payments).where(eq(payments.haulId, haul.id));
  if (!payment) throw new Error('no payment');
  return { shipper, haul, payment };
};

const deleteLoad = (key: string, haulId: string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/haul/${haulId}/`,
    headers: auth(key),
    payload: { reason: 'no_longer_shipping' },
  });

const staffRefund = (haulId: string) =>
  app.inject({ method: 'POST', url: `/api/admin/hauls/${haulId}/refund/`, headers: auth(staffKey) });

const creditNotesOf = (haulId: string) => app.db.select().from(creditNotes).where(eq(creditNotes.haulId, haulId));

const refundsOf = (paymentId: string) =>
  sandboxRefunds().filter((line) => String(line.idempotencyKey).includes(paymentId));

/** The card_refund ledger transactions of a payment: one per refund the gateway confirmed. */
const sentOf = (paymentId: string) =>
  app.db
    .select()
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.eventKey, `card_refund:${paymentId}:%`));

/** The app's own gateway, with a script of answers played before it is really asked. */
const scriptedGateway = (script: Array<'failed' | 'no_response' | 'refund_then_lose_answer'>): PaymentGateway => {
  const real = cardRefundDepsFor(app).gateway;
  return {
    ...real,
    async refund(request): Promise<RefundOutcome> {
      const next = script.shift();
      if (next === 'failed') return { kind: 'failed', message: 'Processor unavailable.' };
      if (next === 'no_response') return { kind: 'no_response' };
      if (next === 'refund_then_lose_answer') {
        await real.refund(request);
        return { kind: 'no_response' };
      }
      return real.refund(request);
    },
  };
};

describe('card refunds after a load is deleted or refunded by staff', () => {
  it('refunds the card once when a paid, confirmed load is deleted, and emails the shipper', async () => {
    const { shipper, haul, payment } = await paidLoad();
    // The card paid the freight (escrow) and its GST (held beside it); a cancellation gives back both.
    expect(payment.taxCadCents).toBeGreaterThan(0);
    expect(await escrowBalance(app.db, haul.id)).toBe(payment.amountCadCents - payment.taxCadCents);
    expect(await heldTax(app.db, haul.id)).toBe(payment.taxCadCents);

    expect((await deleteLoad(shipper.key, haul.id)).statusCode).toBe(200);
    const refunds = refundsOf(payment.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amountMinor: payment.amountMinor });
    expect(refunds[0]?.idempotencyKey).toBe(`refund:${payment.id}:refund:${haul.id}:1`);

    const [sent] = await sentOf(payment.id);
    expect(sent?.memo).toMatch(/^sbx_re_/);

    const mails = await app.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.subject, 'Your refund was sent'), eq(outboxMessages.recipient, shipper.user.email ?? '')),
      );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain('ending in 4242');
    expect(mails[0]?.body).toContain(sent?.memo);
    expect(mails[0]?.body).toContain(formatMoney(createMoney(payment.amountMinor, 'cad'), 'en-us'));
    expect(mails[0]?.body).not.toContain(SANDBOX_CARDS.success);

    // Deleting again and a staff refund afterwards send nothing more.
    await deleteLoad(shipper.key, haul.id);
    expect((await staffRefund(haul.id)).json()).toMatchObject({ refunded_now_cad_cents: 0 });
    await sendOwedCardRefunds(cardRefundDepsFor(app));
    expect(refundsOf(payment.id)).toHaveLength(1);
    expect(await sentOf(payment.id)).toHaveLength(1);
  });

  it('credits the invoice of a cancelled load: one credit note for the freight and tax, in the refund email', async () => {
    const { shipper, haul, payment } = await paidLoad();
    expect((await deleteLoad(shipper.key, haul.id)).statusCode).toBe(200);
    await deleteLoad(shipper.key, haul.id);
    await sendOwedCardRefunds(cardRefundDepsFor(app));

    const notes = await creditNotesOf(haul.id);
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({
      reason: 'cancellation',
      paymentId: payment.id,
      freightCadCents: payment.amountCadCents - payment.taxCadCents,
      taxCadCents: payment.taxCadCents,
    });
    expect(notes[0]?.number).toMatch(CREDIT_NOTE_NUMBER_PATTERN);

    const documents = HaulDocumentsSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/haul/${haul.id}/documents/`, headers: auth(shipper.key) })).json(),
    );
    const listed = documents.documents.find((document) => document.kind === 'credit_note');
    expect(listed?.number).toBe(notes[0]?.number);
    const pdf = await app.inject({ method: 'GET', url: listed?.url ?? '', headers: auth(shipper.key) });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(payment.invoiceNumber ?? 'no invoice');
    expect(text).toContain('Freight credited');

    const [mail] = await app.db
      .select()
      .from(outboxMessages)
      .where(
        and(eq(outboxMessages.subject, 'Your refund was sent'), eq(outboxMessages.recipient, shipper.user.email ?? '')),
      );
    expect(mail?.attachments?.map((attachment) => attachment.filename)).toEqual([
      `credit-note-${notes[0]?.number}.pdf`,
    ]);
  });

  it('refunds once when the shipper deletes and staff refund at the same time', async () => {
    const { shipper, haul, payment } = await paidLoad();
    const answers = await Promise.all([
      deleteLoad(shipper.key, haul.id),
      staffRefund(haul.id),
      staffRefund(haul.id),
      sendOwedCardRefunds(cardRefundDepsFor(app)),
    ]);
    expect(answers[0].statusCode).toBe(200);
    await sendOwedCardRefunds(cardRefundDepsFor(app));
    expect(refundsOf(payment.id)).toHaveLength(1);
    expect(await sentOf(payment.id)).toHaveLength(1);
    const [row] = await app.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(row?.refundedCadCents).toBe(payment.amountCadCents);
    expect(await creditNotesOf(haul.id)).toHaveLength(1);
  });

  it('leaves a refused refund owed, and the runner sends it once later', async () => {
    const { haul, payment } = await paidLoad();
    await app.db.transaction((tx) => refundHaul(tx, { haulId: haul.id }));
    const deps = cardRefundDepsFor(app);

    const refused = await sendOwedCardRefunds({ ...deps, gateway: scriptedGateway(['failed']) }, { haulId: haul.id });
    expect(refused).toEqual({ sent: 0, unsent: 1 });
    // The refund was decided and moved in the ledger: its credit note stands whatever the card gateway answers.
    expect(await creditNotesOf(haul.id)).toHaveLength(1);
    const silent = await sendOwedCardRefunds({ ...deps, gateway: scriptedGateway(['no_response']) });
    expect(silent.sent).toBe(0);
    expect(refundsOf(payment.id)).toHaveLength(0);
    expect(await sentOf(payment.id)).toHaveLength(0);

    expect((await sendOwedCardRefunds(deps)).sent).toBeGreaterThanOrEqual(1);
    expect(refundsOf(payment.id)).toHaveLength(1);
    expect(await sentOf(payment.id)).toHaveLength(1);
    expect(await sendOwedCardRefunds(deps, { haulId: haul.id })).toEqual({ sent: 0, unsent: 0 });
    expect(refundsOf(payment.id)).toHaveLength(1);
    expect(await creditNotesOf(haul.id)).toHaveLength(1);
  });

  it('does not refund twice when the gateway refunded but its answer was lost', async () => {
    const { haul, payment } = await paidLoad();
    await app.db.transaction((tx) => refundHaul(tx, { haulId: haul.id }));
    const deps = cardRefundDepsFor(app);
    const lost = await sendOwedCardRefunds(
      { ...deps, gateway: scriptedGateway(['refund_then_lose_answer']) },
      { haulId: haul.id },
    );
    expect(lost).toEqual({ sent: 0, unsent: 1 });
    expect(refundsOf(payment.id)).toHaveLength(1);
    // The retry asks with the same key: the gateway replays its first refund instead of making another.
    expect(await sendOwedCardRefunds(deps, { haulId: haul.id })).toEqual({ sent: 1, unsent: 0 });
    expect(refundsOf(payment.id)).toHaveLength(1);
    expect(await sentOf(payment.id)).toHaveLength(1);
  });

  it('lets concurrent runners send one refund once', async () => {
    const { haul, payment } = await paidLoad();
    await app.db.transaction((tx) => refundHaul(tx, { haulId: haul.id }));
    const deps = cardRefundDepsFor(app);
    await Promise.all([sendOwedCardRefunds(deps), sendOwedCardRefunds(deps), sendOwedCardRefunds(deps)]);
    expect(refundsOf(payment.id)).toHaveLength(1);
    expect(await sentOf(payment.id)).toHaveLength(1);
  });
});

describe('refundMinorOf', () => {
  const row = (over: Partial<typeof payments.$inferSelect>) =>
    ({
      amountMinor: 73_260,
      currency: 'usd',
      amountCadCents: 100_000,
      exchangeRate: '1.3650',
      ...over,
    }) as typeof payments.$inferSelect;

  it('gives back exactly what was charged on a full refund, in the charged currency', () => {
    expect(refundMinorOf(row({}), 100_000)).toBe(73_260);
    expect(refundMinorOf(row({ currency: 'cad', amountMinor: 100_000, exchangeRate: '1' }), 100_000)).toBe(100_000);
  });

  it('converts a part at the payment’s recorded rate, never past the charge', () => {
    // 50,000 CAD cents at 1.3650 CAD per USD is 36,630.04 US cents.
    expect(refundMinorOf(row({}), 50_000)).toBe(36_630);
    expect(refundMinorOf(row({ currency: 'cad', amountMinor: 100_000, exchangeRate: '1' }), 2_500)).toBe(2_500);
    expect(
      refundMinorOf(
        row({ currency: 'jpy', amountMinor: 10_000, amountCadCents: 9_300, exchangeRate: '0.0093' }),
        4_650,
      ),
    ).toBe(5_000);
  });
});
