import { randomUUID } from 'node:crypto';
import { AdminMoneySchema } from '@freight/domain';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerTransactions, payments } from '../../db/schema';
import { auth, makeStaff } from '../../testing/accounts';
import { chargeLines, crashHarness, waitForLine } from './payment-crash.test-helpers';
import { makeAcceptedHaul } from './payment-test-fixtures';
import { SANDBOX_CARDS, SANDBOX_SLOW_STEP_MS } from './sandbox-gateway';

/**
 * Issue 21's must-show: servers killed (SIGKILL) again and again in the middle of payments leave some pending, some
 * of them charged at the gateway and unrecorded; nobody pays again, and a restarted server's reconciliation round
 * leaves none pending, the ledger's check holding, and the stranded charge of a load cancelled meanwhile refunded to
 * its card. The slow sandbox card waits SANDBOX_SLOW_STEP_MS before charging and again after, so the kills land on
 * both sides of the charge. Runs on PGlite (a data folder) and, with DATABASE_URL, on PostgreSQL.
 */
const harness = crashHarness();
const { withApp } = harness;
/** The shortest gateway timeout, so that a stranded payment is reconciled after 32 s, not 70 s. */
const startServer = (env: Record<string, string> = {}) =>
  harness.startServer({ PAYMENT_GATEWAY_TIMEOUT_MS: '1000', ...env });

const KILLS = 5;
const PAYMENTS_PER_KILL = 2;
/** What the restarted server's round waits for: twice the gateway timeout plus 30 s (payments-context.ts). */
const RECONCILE_AFTER_MS = 2 * 1000 + 30_000;

describe('servers killed again and again in the middle of payments', () => {
  it('leave nothing pending once a restarted server has reconciled, and refund a cancelled load’s stranded charge', async () => {
    const loads = await withApp(async (app) => {
      const made = [];
      for (let i = 0; i < KILLS * PAYMENTS_PER_KILL; i += 1) made.push(await makeAcceptedHaul(app));
      return made;
    });
    let output = '';
    for (let kill = 0; kill < KILLS; kill += 1) {
      const server = await startServer();
      const batch = loads.slice(kill * PAYMENTS_PER_KILL, (kill + 1) * PAYMENTS_PER_KILL);
      const answers = batch.map(({ shipper, haul }) =>
        fetch(`${server.baseUrl}/api/purchase/pay/`, {
          method: 'POST',
          headers: { ...auth(shipper.key), 'content-type': 'application/json', 'idempotency-key': randomUUID() },
          body: JSON.stringify({ pan: SANDBOX_CARDS.slow, expdate: '1239', cvc: '123', haul_id: haul.id }),
        }).then(
          () => 'answered',
          () => 'cut off',
        ),
      );
      const charging = () => (server.output().match(/"msg":"charging payment"/g) ?? []).length;
      for (let i = 0; i < 300 && charging() < batch.length; i += 1) await new Promise((r) => setTimeout(r, 50));
      // Alternately right after the gateway charged (the sandbox then waits SANDBOX_SLOW_ANSWER_MS before answering,
      // so our transaction has not recorded it), and before the charge. The last kill is after a charge: each new
      // server reconciles at start what an earlier kill left long enough ago, and on a slow machine that can be all.
      if (kill % 2 === 0) {
        // Up to a minute: a busy machine may be slow to get there; the kill then lands within the slow answer.
        for (let i = 0; i < 3000 && chargeLines(server.output()).length < 1; i += 1) {
          await new Promise((r) => setTimeout(r, 20));
        }
      } else {
        await new Promise((resolve) => setTimeout(resolve, SANDBOX_SLOW_STEP_MS / 4));
      }
      server.child.kill('SIGKILL');
      await server.exited;
      expect(await Promise.all(answers)).toEqual(batch.map(() => 'cut off'));
      output += server.output();
    }

    const stranded = await withApp(async (app) => {
      const rows = await app.db.select().from(payments).where(eq(payments.status, 'pending'));
      const charged = rows.find((row) => row.gatewayReference !== null);
      const owner = loads.find((load) => load.haul.id === charged?.haulId);
      // The shipper of a charged, unrecorded payment cancels the load before anything reconciles it.
      if (owner) {
        const cancelled = await app.inject({
          method: 'DELETE',
          url: `/api/haul/${owner.haul.id}/`,
          headers: auth(owner.shipper.key),
          payload: { reason: 'no_longer_shipping' },
        });
        expect(cancelled.statusCode).toBe(200);
      }
      return { pending: rows.length, charged };
    });
    // The kills left work behind, on both sides of the charge.
    expect(stranded.pending).toBeGreaterThan(0);
    expect(stranded.charged).toBeDefined();

    const lastKill = Date.now();
    const final = await startServer({ PAYMENT_RECONCILE_INTERVAL_S: '1' });
    try {
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, lastKill + RECONCILE_AFTER_MS - Date.now())));
      await waitForLine(final.output, /"msg":"payments reconciled"/, final.child);
      // A round or two more for whatever the first round found just too young.
      await new Promise((resolve) => setTimeout(resolve, 4_000));
    } finally {
      final.child.kill('SIGTERM');
      await final.exited;
    }
    output += final.output();

    await withApp(async (app) => {
      const left = await app.db.select().from(payments).where(eq(payments.status, 'pending'));
      expect(left).toHaveLength(0);
      const staff = await makeStaff(app);
      const money = AdminMoneySchema.parse(
        (await app.inject({ method: 'GET', url: '/api/admin/money/', headers: auth(staff.key) })).json(),
      );
      expect(money.reconciliation).toMatchObject({ ledger_balanced: true, difference_cad_cents: 0, holds: true });
      // One charge per charged payment, across every process: no payment was charged twice, and each charge logged is
      // the one its payment holds. A kill can land between a charge's commit and its log line, so a charge may go
      // unlogged; every succeeded payment still names its charge.
      const charged = await app.db.select().from(payments).where(eq(payments.status, 'succeeded'));
      expect(charged.every((row) => row.gatewayReference?.startsWith('sbx_'))).toBe(true);
      const logged = chargeLines(output).map((line) => ({
        paymentId: /"paymentId":"([^"]+)"/.exec(line)?.[1],
        reference: /"reference":"([^"]+)"/.exec(line)?.[1],
      }));
      expect(new Set(logged.map((charge) => charge.paymentId)).size).toBe(logged.length);
      const references = new Map(charged.map((row) => [row.id, row.gatewayReference]));
      for (const charge of logged) expect(references.get(charge.paymentId ?? '')).toBe(charge.reference);
      // The cancelled load's stranded charge went back to its card.
      const refundedPayment = charged.find((row) => row.id === stranded.charged?.id);
      expect(refundedPayment?.refundedCadCents).toBe(refundedPayment?.amountCadCents);
      const cardRefunds = await app.db
        .select()
        .from(ledgerTransactions)
        .where(like(ledgerTransactions.eventKey, `card_refund:${stranded.charged?.id}:%`));
      expect(cardRefunds).toHaveLength(1);
    });
    for (const secret of [SANDBOX_CARDS.slow, '"1239"']) expect(output).not.toContain(secret);
  }, 600_000);
});
