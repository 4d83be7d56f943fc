import { randomUUID } from 'node:crypto';
import { PAYMENT_SUCCESS_MESSAGE } from '@freight/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hauls, ledgerTransactions, payments } from '../../db/schema';
import { auth } from '../../testing/accounts';
import { escrowBalance } from '../ledger';
import { chargeLines, crashHarness, waitForLine } from './payment-crash.test-helpers';
import { makeAcceptedHaul } from './payment-test-fixtures';
import { SANDBOX_CARDS, SANDBOX_SLOW_STEP_MS } from './sandbox-gateway';

/**
 * The must-show: the server process killed (SIGKILL, no shutdown) in the middle of a payment leaves the
 * payment whole or not at all, and the same request repeated on a restarted server finishes it with one charge.
 * The slow sandbox card waits SANDBOX_SLOW_STEP_MS before charging and longer after, so a kill lands either before the
 * charge (nothing charged) or after it and before our transaction (charged at the gateway, nothing recorded here).
 * Runs on PGlite (a data folder) and, with DATABASE_URL, on PostgreSQL.
 */
const harness = crashHarness();
const { withApp } = harness;
/**
 * The retry waits out the killed server's charge lease, the gateway's timeout plus 10 s (payments-context.ts): 30 s at
 * the default 20 s timeout, most of each case. 6 s is past the slow card's 4 s at the gateway, so no charge times out.
 */
const startServer = () => harness.startServer({ PAYMENT_GATEWAY_TIMEOUT_MS: '6000' });

/** What the database holds about the haul's payment: the parts that must move together. */
const snapshot = (haulId: string) =>
  withApp(async (app) => {
    const rows = await app.db.select().from(payments).where(eq(payments.haulId, haulId));
    const prepayments = await app.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.haulId, haulId), eq(ledgerTransactions.kind, 'prepayment')));
    const [haul] = await app.db.select().from(hauls).where(eq(hauls.id, haulId));
    return { rows, prepayments: prepayments.length, escrow: await escrowBalance(app.db, haulId), haul };
  });

describe('a server killed in the middle of a payment', () => {
  it.each([
    ['before the gateway charged', false],
    ['after the gateway charged, before our transaction', true],
  ])(
    'leaves it whole or none when killed %s, and the retry finishes it with one charge',
    async (_when, charged) => {
      const { shipper, haul } = await withApp((app) => makeAcceptedHaul(app));
      const key = randomUUID();
      const payRequest = (baseUrl: string) =>
        fetch(`${baseUrl}/api/purchase/pay/`, {
          method: 'POST',
          headers: { ...auth(shipper.key), 'content-type': 'application/json', 'idempotency-key': key },
          body: JSON.stringify({ pan: SANDBOX_CARDS.slow, expdate: '1239', cvc: '123', haul_id: haul.id }),
        });

      const first = await startServer();
      const inFlight = payRequest(first.baseUrl).then(
        async (response) => `answered ${response.status}: ${await response.text()}`,
        () => 'cut off',
      );
      // The pending row is written, then the gateway asked (logged as "charging payment"); kill while it works.
      await waitForLine(first.output, /"msg":"charging payment"/, first.child);
      // Within the slow card's wait before charging, or as soon as the charge shows (its answer is seconds away).
      if (charged) await waitForLine(first.output, /"msg":"sandbox charged"/, first.child);
      else await new Promise((resolve) => setTimeout(resolve, SANDBOX_SLOW_STEP_MS / 2));
      first.child.kill('SIGKILL');
      await first.exited;
      expect(await inFlight).toBe('cut off');

      const afterCrash = await snapshot(haul.id);
      const rate = afterCrash.haul?.shipperRateCents;
      const whole =
        afterCrash.rows.length === 1 &&
        afterCrash.rows[0]?.status === 'succeeded' &&
        afterCrash.prepayments === 1 &&
        afterCrash.escrow === rate &&
        afterCrash.haul?.status === 'confirmed';
      const none =
        afterCrash.rows.every((row) => row.status === 'pending') &&
        afterCrash.prepayments === 0 &&
        afterCrash.escrow === 0 &&
        afterCrash.haul?.status === 'accepted' &&
        afterCrash.haul?.deliveryCode === null;
      expect({ whole, none, rows: afterCrash.rows.length }).toMatchObject({ rows: afterCrash.rows.length });
      expect(whole || none).toBe(true);
      const referenceBefore = afterCrash.rows[0]?.gatewayReference ?? null;
      // The kill landed where this case means it to: the gateway had (or had not yet) charged the card.
      expect(referenceBefore !== null).toBe(charged);

      const second = await startServer();
      try {
        const retried = await payRequest(second.baseUrl);
        expect(await retried.json()).toEqual({ success: true, message: PAYMENT_SUCCESS_MESSAGE });
      } finally {
        second.child.kill('SIGTERM');
        await second.exited;
      }

      const finished = await snapshot(haul.id);
      expect(finished.rows).toHaveLength(1);
      expect(finished.rows[0]).toMatchObject({ status: 'succeeded', idempotencyKey: key, cardLast4: '0408' });
      expect(finished.prepayments).toBe(1);
      expect(finished.escrow).toBe(rate);
      expect(finished.haul).toMatchObject({ status: 'confirmed', deliveryCode: expect.stringMatching(/^\d{6}$/) });
      // One charge across both processes; a charge made before the kill is the one kept.
      expect(chargeLines(first.output() + second.output())).toHaveLength(1);
      if (referenceBefore) expect(finished.rows[0]?.gatewayReference).toBe(referenceBefore);
      for (const secret of [SANDBOX_CARDS.slow, '"1239"']) {
        expect(first.output() + second.output()).not.toContain(secret);
      }
    },
    180_000,
  );
});
