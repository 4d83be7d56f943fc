import {
  AdminDisputeCaseSchema,
  AdminDisputesSchema,
  AdminMoneySchema,
  CREDIT_NOTE_NUMBER_PATTERN,
  HaulDisputeSchema,
  HaulDocumentsSchema,
  HaulMoneySchema,
} from '@freight/domain';
import { eq, like, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { ledgerTransactions, outboxMessages, payments, payouts } from '../../db/schema';
import { auth, makeStaff } from '../../testing/accounts';
import { testClock, testConfig } from '../../testing/build-test-app';
import { createTestDatabase } from '../../testing/test-database';
import { pdfText } from '../documents/testing';
import { runDuePayouts, sandboxPayoutRail } from '../ledger';
import { giveBank, makeDeliveredHaul, report, resolve } from './disputes.test-helpers';

// Each test pays and delivers a load through the whole app, and draws PDFs; a busy shared machine needs time.
vi.setConfig({ testTimeout: 90_000 });
const clock = testClock(new Date('2026-06-01T15:00:00Z'));
let app: FastifyInstance;
let staffKey: string;

beforeAll(async () => {
  app = await buildApp({
    config: testConfig({ invoicing: { businessName: 'Prairie Freight Co.', businessNumber: '123456789 RT0001' } }),
    database: await createTestDatabase(),
    logger: false,
    clock,
  });
  staffKey = (await makeStaff(app)).key;
});
afterAll(() => app.close());

/** A delivered load with an open case on it; the case's id. */
const reportedHaul = async () => {
  const delivered = await makeDeliveredHaul(app);
  const reported = await report(app, delivered.shipper.key, delivered.haul.id);
  const disputeId = HaulDisputeSchema.parse(reported.json()).dispute?.id ?? '';
  return { ...delivered, disputeId };
};

const caseOf = async (disputeId: string) =>
  AdminDisputeCaseSchema.parse(
    (await app.inject({ method: 'GET', url: `/api/admin/disputes/${disputeId}/`, headers: auth(staffKey) })).json(),
  );

const moneyCheck = async () =>
  AdminMoneySchema.parse(
    (await app.inject({ method: 'GET', url: '/api/admin/money/', headers: auth(staffKey) })).json(),
  ).reconciliation;

const payoutOf = async (haulId: string) => (await app.db.select().from(payouts).where(eq(payouts.haulId, haulId)))[0];

const refundsOf = (haulId: string) =>
  app.db
    .select()
    .from(ledgerTransactions)
    .where(like(ledgerTransactions.eventKey, `refund:${haulId}:dispute:%`));

describe('GET /admin/disputes/ and the case page', () => {
  it('lists the open case with its parties and shows its money, the payout held', async () => {
    const { haul, disputeId, driver } = await reportedHaul();
    const list = AdminDisputesSchema.parse(
      (await app.inject({ method: 'GET', url: '/api/admin/disputes/', headers: auth(staffKey) })).json(),
    );
    expect(list.disputes.find((row) => row.id === disputeId)).toMatchObject({
      haul_id: haul.id,
      status: 'open',
      payout_hold: 'held',
      driver: { id: driver.user.id },
    });
    const opened = await caseOf(disputeId);
    expect(opened.money.held_cad_cents).toBe(opened.money.payout_cad_cents);
    expect(opened.money.held_cad_cents).toBeGreaterThan(0);
    expect(opened.money.fee_cad_cents + opened.money.payout_cad_cents).toBe(opened.money.freight_cad_cents);
    expect(opened.money.charged_cad_cents).toBe(opened.money.freight_cad_cents + opened.money.tax_cad_cents);
  });

  it('answers 403 to anyone but staff, as every staff console route', async () => {
    const { shipper, disputeId } = await reportedHaul();
    const asShipper = await app.inject({ method: 'GET', url: '/api/admin/disputes/', headers: auth(shipper.key) });
    expect(asShipper.statusCode).toBe(403);
    expect((await resolve(app, shipper.key, disputeId, { outcome: 'refund_full' })).statusCode).toBe(403);
  });
});

describe('POST /admin/disputes/{id}/resolve/', () => {
  it('releases the held payout, which the next payout run pays, and the money check holds', async () => {
    const { haul, driver, disputeId } = await reportedHaul();
    await giveBank(app, driver.driverId);
    const released = await resolve(app, staffKey, disputeId, { outcome: 'release' });
    expect(released.statusCode).toBe(200);
    expect(AdminDisputeCaseSchema.parse(released.json()).dispute).toMatchObject({
      status: 'released',
      resolution: { outcome: 'release', refund_freight_cad_cents: 0, credit_note_number: null },
    });
    expect((await payoutOf(haul.id))?.status).toBe('scheduled');
    await runDuePayouts({ db: app.db, rail: sandboxPayoutRail, now: new Date('2026-06-09T16:00:00Z') });
    expect((await payoutOf(haul.id))?.status).toBe('paid');
    expect((await moneyCheck()).holds).toBe(true);
  });

  it('refunds in full: the freight and tax go back to the card, the payout is cancelled, a credit note is issued', async () => {
    const { haul, shipper, driver, disputeId } = await reportedHaul();
    const refunded = await resolve(app, staffKey, disputeId, { outcome: 'refund_full' });
    expect(refunded.statusCode).toBe(200);
    const body = AdminDisputeCaseSchema.parse(refunded.json());
    expect(body.dispute.status).toBe('refunded');
    expect(body.dispute.resolution?.credit_note_number).toMatch(CREDIT_NOTE_NUMBER_PATTERN);
    expect(body.money).toMatchObject({ payout_cad_cents: 0, payout_status: 'cancelled', held_cad_cents: 0 });
    expect(body.money.refunded_cad_cents).toBe(body.money.charged_cad_cents);
    const [payment] = await app.db.select().from(payments).where(eq(payments.haulId, haul.id));
    expect(payment?.refundedCadCents).toBe(payment?.amountCadCents);
    expect(await refundsOf(haul.id)).toHaveLength(1);
    expect((await moneyCheck()).holds).toBe(true);

    const shipperDocs = HaulDocumentsSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/haul/${haul.id}/documents/`, headers: auth(shipper.key) })).json(),
    );
    const note = shipperDocs.documents.find((document) => document.kind === 'credit_note');
    expect(note?.number).toBe(body.dispute.resolution?.credit_note_number);
    const driverDocs = HaulDocumentsSchema.parse(
      (await app.inject({ method: 'GET', url: `/api/haul/${haul.id}/documents/`, headers: auth(driver.key) })).json(),
    );
    expect(driverDocs.documents.some((document) => document.kind === 'credit_note')).toBe(false);
    const url = note?.url ?? '';
    expect((await app.inject({ method: 'GET', url, headers: auth(driver.key) })).statusCode).toBe(404);
    const pdf = await app.inject({ method: 'GET', url, headers: auth(shipper.key) });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain(note?.number ?? 'no number');
    expect(text).toContain(payment?.invoiceNumber ?? 'no invoice');
    expect(text).toContain('Credit note');
    expect(text).toContain('Freight credited');
    expect(text).toMatch(/GST|HST/);

    const refundEmails = await app.db
      .select()
      .from(outboxMessages)
      .where(sql`${outboxMessages.meta} ->> 'kind' = 'card_refund'`);
    const emailed = refundEmails.find((row) => row.meta.paymentId === payment?.id);
    expect(emailed?.attachments?.map((attachment) => attachment.filename)).toEqual([`credit-note-${note?.number}.pdf`]);
  });

  it('refunds part: the driver’s payout and the fee shrink in proportion, with the credit note’s tax', async () => {
    const { haul, shipper, disputeId } = await reportedHaul();
    const before = await caseOf(disputeId);
    const amount = Math.round(before.money.freight_cad_cents / 4);
    const refunded = await resolve(app, staffKey, disputeId, { outcome: 'refund_partial', amount_cad_cents: amount });
    expect(refunded.statusCode).toBe(200);
    const after = AdminDisputeCaseSchema.parse(refunded.json());
    const fromPayout = Math.round((amount * before.money.payout_cad_cents) / before.money.freight_cad_cents);
    expect(after.money.payout_cad_cents).toBe(before.money.payout_cad_cents - fromPayout);
    expect(after.money.fee_cad_cents).toBe(before.money.fee_cad_cents - (amount - fromPayout));
    expect(after.money.payout_status).toBe('scheduled');
    expect(after.dispute.resolution?.refund_freight_cad_cents).toBe(amount);
    const tax = Math.round((amount * before.money.tax_cad_cents) / before.money.freight_cad_cents);
    expect(after.dispute.resolution?.refund_tax_cad_cents).toBe(tax);
    expect(after.money.refunded_cad_cents).toBe(amount + tax);
    expect((await payoutOf(haul.id))?.amountCents).toBe(after.money.payout_cad_cents);
    expect((await moneyCheck()).holds).toBe(true);
    const shipperMoney = await app.inject({
      method: 'GET',
      url: `/api/haul/${haul.id}/money/`,
      headers: auth(shipper.key),
    });
    expect(HaulMoneySchema.parse(shipperMoney.json()).refunded_cad_cents).toBe(amount + tax);
  });

  it('refuses a partial refund of nothing or of the whole freight, with its own code', async () => {
    const { disputeId } = await reportedHaul();
    const { money } = await caseOf(disputeId);
    for (const amount of [money.freight_cad_cents, money.freight_cad_cents + 1]) {
      const refused = await resolve(app, staffKey, disputeId, { outcome: 'refund_partial', amount_cad_cents: amount });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().code).toBe('dispute_refund_amount_invalid');
    }
    expect((await resolve(app, staffKey, disputeId, { outcome: 'refund_partial' })).json().code).toBe(
      'dispute_refund_amount_invalid',
    );
    expect((await caseOf(disputeId)).dispute.status).toBe('open');
  });

  it('moves the money once when two staff click refund at the same moment, and refuses a different decision after', async () => {
    const { haul, disputeId } = await reportedHaul();
    const clicks = await Promise.all([
      resolve(app, staffKey, disputeId, { outcome: 'refund_full' }),
      resolve(app, staffKey, disputeId, { outcome: 'refund_full' }),
    ]);
    expect(clicks.map((click) => click.statusCode)).toEqual([200, 200]);
    expect(await refundsOf(haul.id)).toHaveLength(1);
    const [payment] = await app.db.select().from(payments).where(eq(payments.haulId, haul.id));
    expect(payment?.refundedCadCents).toBe(payment?.amountCadCents);
    const other = await resolve(app, staffKey, disputeId, { outcome: 'release' });
    expect(other.statusCode).toBe(409);
    expect(other.json().code).toBe('dispute_already_resolved');
    expect((await moneyCheck()).holds).toBe(true);
  });

  it('numbers credit notes one after another with no gap', async () => {
    const cases = [await reportedHaul(), await reportedHaul()];
    const numbers: string[] = [];
    for (const { disputeId } of cases) {
      const answer = AdminDisputeCaseSchema.parse(
        (await resolve(app, staffKey, disputeId, { outcome: 'refund_full' })).json(),
      );
      numbers.push(answer.dispute.resolution?.credit_note_number ?? '');
    }
    const sequence = numbers.map((number) => Number(number.slice(-6)));
    expect(sequence[1]).toBe((sequence[0] ?? 0) + 1);
  });

  it('records a report on a load whose driver was paid already, which staff may close but not refund', async () => {
    const { haul, shipper, driver } = await makeDeliveredHaul(app);
    await giveBank(app, driver.driverId);
    const [payout] = await app.db.select().from(payouts).where(eq(payouts.haulId, haul.id));
    await runDuePayouts({ db: app.db, rail: sandboxPayoutRail, now: payout?.dueAt ?? new Date() });
    const reported = HaulDisputeSchema.parse((await report(app, shipper.key, haul.id)).json());
    expect(reported.dispute?.payout_hold).toBe('already_paid');
    const disputeId = reported.dispute?.id ?? '';

    const refund = await resolve(app, staffKey, disputeId, { outcome: 'refund_full' });
    expect(refund.statusCode).toBe(409);
    expect(refund.json().code).toBe('dispute_payout_already_paid');
    expect((await resolve(app, staffKey, disputeId, { outcome: 'release' })).statusCode).toBe(200);
    expect((await moneyCheck()).holds).toBe(true);
  });
});
