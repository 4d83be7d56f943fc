import { randomUUID } from 'node:crypto';
import { PAYMENT_SUCCESS_MESSAGE } from '@freight/domain';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { ledgerTransactions, payments } from '../../db/schema';
import { openPostgres } from '../../platform/db/postgres';
import { testConfig } from '../../testing/build-test-app';
import { databaseUrlFor, TEST_DB_PREFIX } from '../../testing/postgres-urls';
import { withAdmin } from '../../testing/test-database';
import { captureLogLines, makeAcceptedHaul, payHaulByCard } from './payment-test-fixtures';
import { SANDBOX_CARDS } from './sandbox-gateway';

const serverUrl = process.env.DATABASE_URL;

const onServer = (sql: string) => withAdmin(serverUrl ?? '', sql);

/**
 * Issue 17: who is charging a payment lives in its database row, not in one process's memory. Two apps on one
 * PostgreSQL database stand for two server processes behind a load balancer (each with its own memory and its own
 * connection pool); requests for one payment spread over both must behave as on one process. Needs DATABASE_URL:
 * PGlite is one process by design.
 */
describe.skipIf(!serverUrl)('payments across two server processes (skipped on PGlite: one process by design)', () => {
  const name = `${TEST_DB_PREFIX}pay2_${Date.now()}`;
  const logs = [captureLogLines(), captureLogLines()];
  let apps: FastifyInstance[] = [];

  beforeAll(async () => {
    await onServer(`CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplate')}"`);
    const url = databaseUrlFor(serverUrl ?? '', name);
    apps = await Promise.all(
      logs.map(async (log) =>
        buildApp({
          config: testConfig({ logLevel: 'info' }),
          database: await openPostgres(url),
          logger: { stream: log.stream },
        }),
      ),
    );
  });

  afterAll(async () => {
    await Promise.all(apps.map((app) => app.close()));
    await onServer(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  const pay = (app: FastifyInstance, shipperKey: string, haulId: string, idempotencyKey: string) =>
    payHaulByCard(app, shipperKey, haulId, { pan: SANDBOX_CARDS.slow, idempotencyKey });

  const linesOf = (msg: string) => logs.flatMap((log) => log.lines.filter((line) => line.msg === msg));
  const prepaymentsOf = (haulId: string) =>
    apps[0]?.db
      .select()
      .from(ledgerTransactions)
      .where(and(eq(ledgerTransactions.haulId, haulId), eq(ledgerTransactions.kind, 'prepayment')));

  it('calls the gateway once for one key sent to both at once, and every repeat answers as that call', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const { shipper, haul } = await makeAcceptedHaul(a);
    const key = randomUUID();
    const callsBefore = linesOf('charging payment').length;
    const chargesBefore = linesOf('sandbox charged').length;

    // The slow card keeps the first call at the gateway for two seconds: the others arrive while it is there.
    const responses = await Promise.all([a, b, a, b, a, b].map((app) => pay(app, shipper.key, haul.id, key)));

    for (const response of responses) {
      expect(response.json()).toEqual({ success: true, message: PAYMENT_SUCCESS_MESSAGE });
    }
    // One process's memory could not hold back the other's requests; the payment row's lease does.
    expect(linesOf('charging payment').length - callsBefore).toBe(1);
    expect(linesOf('sandbox charged').length - chargesBefore).toBe(1);
    const rows = await a.db.select().from(payments).where(eq(payments.haulId, haul.id));
    expect(rows).toMatchObject([{ status: 'succeeded', chargeLeaseUntil: null }]);
    expect(await prepaymentsOf(haul.id)).toHaveLength(1);
  });

  it('lets at most one of several keys sent to both at once charge a load', async () => {
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    const { shipper, haul } = await makeAcceptedHaul(b);
    const chargesBefore = linesOf('sandbox charged').length;

    const responses = await Promise.all([a, b, a, b].map((app) => pay(app, shipper.key, haul.id, randomUUID())));

    const succeeded = responses.filter((response) => response.statusCode === 200);
    expect(succeeded.length).toBeLessThanOrEqual(1);
    for (const response of responses.filter((candidate) => candidate.statusCode !== 200)) {
      expect(response.statusCode).toBe(409);
    }
    expect(linesOf('sandbox charged').length - chargesBefore).toBe(succeeded.length);
    expect(await prepaymentsOf(haul.id)).toHaveLength(succeeded.length);
  });
});
