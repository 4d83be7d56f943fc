import { AdminMoneySchema } from '@freight/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { payments } from '../../db/schema';
import { auth, makeStaff } from '../../testing/accounts';
import { testClock, testConfig } from '../../testing/build-test-app';
import { createTestDatabase } from '../../testing/test-database';
import { cardRefundDepsFor } from './card-refunds';
import { makeAcceptedHaul, payHaulByCard } from './payment-test-fixtures';
import { paymentsBaseContext, pendingSettleWindowMs } from './payments-context';
import { reconcileStalePayments } from './reconcile-payments';
import { SANDBOX_CARDS } from './sandbox-gateway';

/** Staff's money page flags what is not settled. Money: run on PGlite and with DATABASE_URL on PostgreSQL. */
let app: FastifyInstance;
let staffKey: string;
const clock = testClock(new Date('2026-06-01T15:00:00Z'));

beforeAll(async () => {
  app = await buildApp({ config: testConfig(), database: await createTestDatabase(), logger: false, clock });
  staffKey = (await makeStaff(app)).key;
});

afterAll(() => app.close());

const money = async () =>
  AdminMoneySchema.parse(
    (await app.inject({ method: 'GET', url: '/api/admin/money/', headers: auth(staffKey) })).json(),
  );

describe('GET /admin/money/ and payments nobody settled', () => {
  it('flags a payment still pending past the reconciliation window, and holds again once it is settled', async () => {
    const { shipper, haul } = await makeAcceptedHaul(app);
    await payHaulByCard(app, shipper.key, haul.id, { pan: SANDBOX_CARDS.noResponse, idempotencyKey: null });
    const [payment] = await app.db.select().from(payments).where(eq(payments.haulId, haul.id));
    // Young: its payer may still repeat it, so it is not flagged yet.
    expect((await money()).reconciliation).toMatchObject({ unreconciled_payments: 0, holds: true });

    clock.advance(pendingSettleWindowMs(app.config) + 1);
    const flagged = await money();
    expect(flagged.reconciliation).toMatchObject({ unreconciled_payments: 1, holds: false });
    expect(flagged.unreconciled_payments).toEqual([
      expect.objectContaining({
        id: payment?.id,
        purpose: 'haul',
        haul_id: haul.id,
        payer: expect.objectContaining({ id: shipper.user.id }),
        amount_cad_cents: payment?.amountCadCents,
        charged: false,
      }),
    ]);

    await reconcileStalePayments(paymentsBaseContext(app, cardRefundDepsFor(app).gateway, app.log));
    const settled = await money();
    expect(settled.unreconciled_payments).toEqual([]);
    expect(settled.reconciliation).toMatchObject({ unreconciled_payments: 0, holds: true });
  });

  it('is only for staff', async () => {
    const { shipper } = await makeAcceptedHaul(app);
    const answer = await app.inject({ method: 'GET', url: '/api/admin/money/', headers: auth(shipper.key) });
    expect(answer.statusCode).toBe(403);
  });
});
