import { randomUUID } from 'node:crypto';
import { PAYMENT_SUCCESS_MESSAGE } from '@freight/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { hauls, ledgerTransactions, payments } from '../../db/schema';
import { auth } from '../../testing/accounts';
import { testClock, testConfig } from '../../testing/build-test-app';
import { makeDriver } from '../../testing/drivers';
import { createTestDatabase } from '../../testing/test-database';
import { escrowBalance } from '../ledger';
import { captureLogLines, makeAcceptedHaul } from './payment-test-fixtures';
import { SANDBOX_CARDS } from './sandbox-gateway';

/**
 * Issue 21: a retry after an unanswered payment goes through at once, payments of one load under different keys (or
 * none) give one charge, and spec 7's body without any idempotency key pays. Run on PGlite and, with DATABASE_URL,
 * on PostgreSQL.
 */
let app: FastifyInstance;
const log = captureLogLines();

beforeAll(async () => {
  app = await buildApp({
    config: testConfig({ logLevel: 'info' }),
    database: await createTestDatabase(),
    logger: { stream: log.stream },
    clock: testClock(new Date('2026-06-01T15:00:00Z')),
  });
});

afterAll(() => app.close());

const card = (pan: string = SANDBOX_CARDS.success) => ({ pan, expdate: '1230', cvc: '123' });

/** Spec 7's body; `key` adds an idempotency key, `null` sends none. */
const payHaul = (userKey: string, haulId: string, { pan, key }: { pan?: string; key?: string | null } = {}) =>
  app.inject({
    method: 'POST',
    url: '/api/purchase/pay/',
    headers: auth(userKey),
    payload: { ...card(pan), haul_id: haulId, ...(key === null ? {} : { idempotency_key: key ?? randomUUID() }) },
  });

const paymentsOf = (haulId: string) => app.db.select().from(payments).where(eq(payments.haulId, haulId));
const prepaymentsOf = (haulId: string) =>
  app.db
    .select()
    .from(ledgerTransactions)
    .where(and(eq(ledgerTransactions.haulId, haulId), eq(ledgerTransactions.kind, 'prepayment')));

/** Fires `count` payments of one load at once; one charge, one success, the rest refused as already paid. */
const expectOneChargeOf = async (count: number, key: () => string | null) => {
  const { shipper, haul } = await makeAcceptedHaul(app);
  const before = log.charges().length;
  const responses = await Promise.all(
    Array.from({ length: count }, () => payHaul(shipper.key, haul.id, { key: key() })),
  );
  const paid = responses.filter((response) => response.statusCode === 200 && response.json().success === true);
  const refused = responses.filter((response) => response.statusCode !== 200);
  expect(log.charges().length - before).toBe(1);
  expect(await prepaymentsOf(haul.id)).toHaveLength(1);
  const [stored] = await app.db.select().from(hauls).where(eq(hauls.id, haul.id));
  expect(await escrowBalance(app.db, haul.id)).toBe(stored?.shipperRateCents);
  expect(stored?.status).toBe('confirmed');
  return { paid, refused, haulId: haul.id };
};

describe('a retry after a payment with no answer', () => {
  it('goes through at once with another card and key, the unanswered one marked failed', async () => {
    const { shipper, haul } = await makeAcceptedHaul(app);
    const unanswered = await payHaul(shipper.key, haul.id, { pan: SANDBOX_CARDS.noResponse });
    expect(unanswered.json()).toMatchObject({ success: false });
    const before = log.charges().length;
    const retried = await payHaul(shipper.key, haul.id);
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toEqual({ success: true, message: PAYMENT_SUCCESS_MESSAGE });
    expect(log.charges().length - before).toBe(1);
    const rows = await paymentsOf(haul.id);
    expect(rows.map((row) => [row.status, row.failureMessage]).sort()).toEqual([
      ['failed', 'No response'],
      ['succeeded', null],
    ]);
  });

  it('is refused as already paid when the unanswered one had in fact charged the card', async () => {
    const { shipper, haul } = await makeAcceptedHaul(app);
    await payHaul(shipper.key, haul.id, { pan: SANDBOX_CARDS.noResponse });
    // The gateway charged under the first payment's key after all (its answer was lost on the way back).
    const [first] = await paymentsOf(haul.id);
    await app.db
      .update(payments)
      .set({ gatewayReference: 'sbx_late', cardBrand: 'visa', cardLast4: '4242' })
      .where(eq(payments.id, first?.id ?? ''));
    const retried = await payHaul(shipper.key, haul.id);
    expect(retried.statusCode).toBe(409);
    expect(retried.json().code).toBe('haul_already_paid');
    expect(await paymentsOf(haul.id)).toMatchObject([{ status: 'succeeded', gatewayReference: 'sbx_late' }]);
    expect(await prepaymentsOf(haul.id)).toHaveLength(1);
  });
});

describe('payments of one load under different keys at once', () => {
  it.each([2, 8])(
    'charge once for %i concurrent payments; the others are told the load is paid',
    async (count) => {
      const { paid, refused } = await expectOneChargeOf(count, () => randomUUID());
      expect(paid).toHaveLength(1);
      expect(refused).toHaveLength(count - 1);
      for (const response of refused) {
        expect(response.statusCode).toBe(409);
        expect(response.json()).toMatchObject({ code: 'haul_already_paid', detail: 'This load is already paid.' });
      }
    },
    60_000,
  );

  it('lets the next payment through when the first was declined', async () => {
    const { shipper, haul } = await makeAcceptedHaul(app);
    const [declined, good] = await Promise.all([
      payHaul(shipper.key, haul.id, { pan: SANDBOX_CARDS.declined }),
      payHaul(shipper.key, haul.id),
    ]);
    // The good card either waited for the decline and then paid, or went first: the declined card is then told
    // the load is already paid, without asking the gateway.
    expect(declined.json()).toSatisfy(
      (body: { success?: boolean; code?: string }) => body.success === false || body.code === 'haul_already_paid',
    );
    expect(good.json()).toEqual({ success: true, message: PAYMENT_SUCCESS_MESSAGE });
    expect(await prepaymentsOf(haul.id)).toHaveLength(1);
  });
});

describe('POST /purchase/pay/ without an idempotency key (spec 7 body)', () => {
  it('pays, and a repeat is told the load is already paid, charging once', async () => {
    const { shipper, haul } = await makeAcceptedHaul(app);
    const before = log.charges().length;
    const first = await payHaul(shipper.key, haul.id, { key: null });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ success: true, message: PAYMENT_SUCCESS_MESSAGE });
    const again = await payHaul(shipper.key, haul.id, { key: null });
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('haul_already_paid');
    expect(log.charges().length - before).toBe(1);
  });

  it('never charges twice for 8 keyless payments at once', async () => {
    const { paid, refused } = await expectOneChargeOf(8, () => null);
    // A keyless request that found the open payment answers as it did; the rest are refused as already paid.
    expect(paid.length).toBeGreaterThanOrEqual(1);
    for (const response of refused) expect(response.json().code).toBe('haul_already_paid');
  });

  it('repeats the open payment of the load after no answer, with the card now given', async () => {
    const { shipper, haul } = await makeAcceptedHaul(app);
    await payHaul(shipper.key, haul.id, { pan: SANDBOX_CARDS.noResponse, key: null });
    const retried = await payHaul(shipper.key, haul.id, { key: null });
    expect(retried.json()).toMatchObject({ success: true });
    expect(await paymentsOf(haul.id)).toMatchObject([{ status: 'succeeded' }]);
  });

  it('pays for a driver plan once however often it is sent', async () => {
    const driver = await makeDriver(app);
    const before = log.charges().length;
    const responses = await Promise.all(
      Array.from({ length: 3 }, () =>
        app.inject({
          method: 'POST',
          url: '/api/purchase/pay/',
          headers: auth(driver.key),
          payload: { ...card(SANDBOX_CARDS.slow), driver: true, level: 1 },
        }),
      ),
    );
    for (const response of responses) expect(response.json()).toMatchObject({ success: true });
    expect(log.charges().length - before).toBe(1);
  });
});
