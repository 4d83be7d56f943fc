import { randomUUID } from 'node:crypto';
import { PAYMENT_SUCCESS_MESSAGE } from '@freight/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ledgerAccounts, ledgerEntries, ledgerTransactions, payments, subscriptions } from '../../db/schema';
import { auth, registerUser } from '../../testing/accounts';
import { buildTestApp } from '../../testing/build-test-app';
import { makeDriver } from '../../testing/drivers';
import { SANDBOX_CARDS } from './sandbox-gateway';

/** A driver's plan bought by card through spec 7's pay call. */
let app: FastifyInstance;

beforeAll(async () => {
  app = await buildTestApp();
});

afterAll(() => app.close());

const card = () => ({ pan: SANDBOX_CARDS.success, expdate: '1230', cvc: '123' });

describe('POST /purchase/pay/ for a plan', () => {
  it('grants the paid level to a driver and charges the configured price', async () => {
    const driver = await makeDriver(app, { profileState: 'submitted' });
    const response = await app.inject({
      method: 'POST',
      url: '/api/purchase/pay/',
      headers: auth(driver.key),
      payload: { ...card(), driver: true, level: 2, idempotency_key: randomUUID() },
    });
    expect(response.json()).toEqual({ success: true, message: PAYMENT_SUCCESS_MESSAGE });
    expect(await app.db.select().from(subscriptions).where(eq(subscriptions.driverId, driver.driverId))).toMatchObject([
      { level: 2, status: 'active', grantedBy: null },
    ]);
    expect(await app.db.select().from(payments).where(eq(payments.userId, driver.user.id))).toMatchObject([
      { purpose: 'subscription', subscriptionLevel: 2, amountCadCents: app.config.subscriptionPrices.level2Cents },
    ]);
  });

  it('records the plan price once in the ledger as platform revenue, however often the key is repeated', async () => {
    const driver = await makeDriver(app, { profileState: 'submitted' });
    const idempotencyKey = randomUUID();
    const buy = () =>
      app.inject({
        method: 'POST',
        url: '/api/purchase/pay/',
        headers: auth(driver.key),
        payload: { ...card(), driver: true, level: 1, idempotency_key: idempotencyKey },
      });
    const answers = [await buy(), await buy(), ...(await Promise.all([buy(), buy()]))];
    for (const answer of answers) expect(answer.json()).toEqual({ success: true, message: PAYMENT_SUCCESS_MESSAGE });
    const [payment] = await app.db.select().from(payments).where(eq(payments.userId, driver.user.id));
    const recorded = await app.db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.eventKey, `subscription:${payment?.id}`));
    expect(recorded).toMatchObject([{ kind: 'subscription', haulId: null }]);
    const entries = await app.db
      .select({ kind: ledgerAccounts.kind, ownerId: ledgerAccounts.ownerId, amountCents: ledgerEntries.amountCents })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(eq(ledgerEntries.transactionId, recorded[0]?.id ?? ''));
    const price = app.config.subscriptionPrices.level1Cents;
    expect(entries).toHaveLength(2);
    expect(entries).toEqual(
      expect.arrayContaining([
        { kind: 'gateway_clearing', ownerId: null, amountCents: -price },
        { kind: 'platform_revenue', ownerId: null, amountCents: price },
      ]),
    );
  });

  it('refuses a user who is not a driver', async () => {
    const user = await registerUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/purchase/pay/',
      headers: auth(user.key),
      payload: { ...card(), driver: true, level: 1, idempotency_key: randomUUID() },
    });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'not_a_driver' });
  });
});
