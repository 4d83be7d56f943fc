import { eq } from 'drizzle-orm';
import { expect, it } from 'vitest';
import { payouts } from '../../db/schema';
import { buildTestApp, testClock, testConfig } from '../../testing/build-test-app';
import { recordCompletion, recordPrepayment } from './ledger';
import { insertDriverBank, insertHaul, insertUser } from './ledger.test-helpers';
import { startPayoutRunner } from './payout-runner-loop';

const until = async (check: () => Promise<boolean>, timeoutMs: number) => {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return false;
};

it('pays due payouts on its interval once the app is ready, and closes with the app', async () => {
  const clock = testClock(new Date('2026-06-20T12:00:00Z'));
  const app = await buildTestApp({ clock, config: { payouts: { ...testConfig().payouts, runIntervalS: 1 } } });
  startPayoutRunner(app);
  await app.ready();
  const shipperId = await insertUser(app.db);
  const driverId = await insertUser(app.db);
  await insertDriverBank(app.db, driverId);
  const haulId = await insertHaul(app.db, { shipperId, driverUserId: driverId, status: 'completed' });
  await recordPrepayment(app.db, { haulId, paymentId: crypto.randomUUID(), amountCadCents: 5_000 });
  await recordCompletion(app.db, {
    haulId,
    driverUserId: driverId,
    transportRateCents: 4_000,
    now: new Date('2026-06-10T12:00:00Z'),
  });

  const paid = await until(async () => {
    const [payout] = await app.db.select().from(payouts).where(eq(payouts.haulId, haulId));
    return payout?.status === 'paid';
  }, 120_000);
  expect(paid).toBe(true);
  await app.close();
});
