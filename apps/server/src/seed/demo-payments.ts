import { eq, inArray, or } from 'drizzle-orm';
import { hauls, ledgerAccounts, ledgerEntries, ledgerTransactions, payments, payouts } from '../db/schema';
import { recordCompletion, recordPrepayment } from '../modules/ledger';
import type { Database } from '../platform/db/database';
import { newId } from '../platform/db/new-id';
import type { SeededLoad } from './demo-loads';
import type { SeededRandom } from './seeded-random';

const DAY_MS = 24 * 3_600_000;

/** The sandbox gateway's test Visa (payments/sandbox-gateway.ts): what a demo shipper "paid" with. */
const DEMO_CARD = { brand: 'visa', last4: '4242' };

/**
 * Money for the demo to show, written as the payment flow leaves it: of the loads a driver holds, about half the
 * shipper has confirmed and prepaid by card through the sandbox gateway (the price held in escrow, a delivery code
 * made); of those, the ones accepted more than three days ago are delivered, the escrow split into the driver's
 * payable and platform revenue and the payout scheduled 7 days after delivery (due ones the server's payout runner
 * pays when it starts). The staff money page reconciles over them.
 */
export const createDemoPayments = async (
  db: Database,
  { now, random, demoLoads }: { now: Date; random: SeededRandom; demoLoads: SeededLoad[] },
): Promise<{ paid: number; delivered: number }> => {
  const outcome = { paid: 0, delivered: 0 };
  for (const load of demoLoads) {
    if (!load.driver || !load.acceptedAt || !random.chance(0.55)) continue;
    const [rates] = await db
      .select({ shipperRateCents: hauls.shipperRateCents, transportRateCents: hauls.transportRateCents })
      .from(hauls)
      .where(eq(hauls.id, load.haulId));
    if (!rates?.shipperRateCents || !rates.transportRateCents) continue;
    const sinceAccepted = now.getTime() - load.acceptedAt.getTime();
    const confirmedAt = new Date(load.acceptedAt.getTime() + sinceAccepted * random.between(0.05, 0.25));
    const paymentId = newId();
    await db.insert(payments).values({
      id: paymentId,
      userId: load.shipperId,
      purpose: 'haul',
      haulId: load.haulId,
      idempotencyKey: paymentId,
      amountMinor: rates.shipperRateCents,
      currency: 'cad',
      amountCadCents: rates.shipperRateCents,
      gateway: 'sandbox',
      gatewayReference: `sbx_${random.digits(24)}`,
      status: 'succeeded',
      cardBrand: DEMO_CARD.brand,
      cardLast4: DEMO_CARD.last4,
      createdAt: confirmedAt,
      completedAt: confirmedAt,
    });
    await recordPrepayment(db, { haulId: load.haulId, paymentId, amountCadCents: rates.shipperRateCents });
    outcome.paid += 1;

    if (sinceAccepted > 3 * DAY_MS) {
      // Delivered by an hour ago at the latest, however recently it was confirmed.
      const latest = now.getTime() - 3_600_000;
      const pickedUpAt = new Date(
        Math.min(confirmedAt.getTime() + random.between(0.2, 1) * DAY_MS, latest - 3_600_000),
      );
      const completedAt = new Date(Math.min(pickedUpAt.getTime() + random.between(0.5, 2) * DAY_MS, latest));
      await db
        .update(hauls)
        .set({ status: 'completed', confirmedAt, pickedUpAt, completedAt, deliveryCode: random.digits(6) })
        .where(eq(hauls.id, load.haulId));
      await recordCompletion(db, {
        haulId: load.haulId,
        driverUserId: load.driver.userId,
        transportRateCents: rates.transportRateCents,
        now: completedAt,
      });
      outcome.delivered += 1;
    } else {
      await db
        .update(hauls)
        .set({ status: 'confirmed', confirmedAt, deliveryCode: random.digits(6) })
        .where(eq(hauls.id, load.haulId));
    }
  }
  return outcome;
};

/**
 * Money rows keep their users and hauls from being deleted (restrict: real money records outlive accounts), so the
 * demo's own go first when the demo is replaced: its payouts, payments, the ledger transactions of its hauls with
 * their entries, and its escrow and payable accounts. The platform-wide accounts stay; removing whole balanced
 * transactions leaves every balance what the rest of the ledger says. Only ever for the demo's own users.
 */
export const removeDemoMoney = async (db: Database, demoUserIds: string[]): Promise<void> => {
  if (demoUserIds.length === 0) return;
  const demoHaulIds = (await db.select({ id: hauls.id }).from(hauls).where(inArray(hauls.userId, demoUserIds))).map(
    (row) => row.id,
  );
  await db
    .delete(payouts)
    .where(
      or(
        inArray(payouts.driverUserId, demoUserIds),
        ...(demoHaulIds.length ? [inArray(payouts.haulId, demoHaulIds)] : []),
      ),
    );
  await db.delete(payments).where(inArray(payments.userId, demoUserIds));
  if (demoHaulIds.length > 0) {
    const transactionIds = (
      await db
        .select({ id: ledgerTransactions.id })
        .from(ledgerTransactions)
        .where(inArray(ledgerTransactions.haulId, demoHaulIds))
    ).map((row) => row.id);
    if (transactionIds.length > 0) {
      await db.delete(ledgerEntries).where(inArray(ledgerEntries.transactionId, transactionIds));
      await db.delete(ledgerTransactions).where(inArray(ledgerTransactions.id, transactionIds));
    }
  }
  await db.delete(ledgerAccounts).where(inArray(ledgerAccounts.ownerId, [...demoUserIds, ...demoHaulIds]));
};
