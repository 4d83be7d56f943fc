import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { AdminMoneySchema } from '@freight/domain';
import { eq, like } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { ledgerTransactions, payments } from '../../db/schema';
import type { DatabaseHandle } from '../../platform/db/database';
import { openPglite } from '../../platform/db/pglite';
import { openPostgres } from '../../platform/db/postgres';
import { SERVER_ROOT } from '../../platform/paths';
import { auth, makeStaff } from '../../testing/accounts';
import { testConfig } from '../../testing/build-test-app';
import { databaseUrlFor, TEST_DB_PREFIX } from '../../testing/postgres-urls';
import { closedAddress } from '../../testing/stand-in-server';
import { makeAcceptedHaul } from './payment-test-fixtures';
import { SANDBOX_CARDS, SANDBOX_SLOW_STEP_MS } from './sandbox-gateway';

/**
 * Issue 21's must-show: servers killed (SIGKILL) again and again in the middle of payments leave some pending, some
 * of them charged at the gateway and unrecorded; nobody pays again, and a restarted server's reconciliation round
 * leaves none pending, the ledger's check holding, and the stranded charge of a load cancelled meanwhile refunded to
 * its card. The slow sandbox card waits SANDBOX_SLOW_STEP_MS before charging and again after, so the kills land on
 * both sides of the charge. Runs on PGlite (a data folder) and, with DATABASE_URL, on PostgreSQL.
 */
/** Node itself runs the server (tsx only as a loader): the `tsx` command would be a parent process that a SIGKILL
 * stops while the real server, its child, lives on. */
const SERVER_COMMAND = [process.execPath, ['--import', 'tsx', 'src/server.ts']] as const;
const children = new Set<ChildProcess>();
const serverUrl = process.env.DATABASE_URL;

let workDir: string;
/** Where the child's database is: a PGlite folder, or a PostgreSQL database of this file. */
let database: { env: Record<string, string>; open: () => Promise<DatabaseHandle>; drop: () => Promise<void> };

const adminQuery = async (sql: string) => {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
};

beforeAll(async () => {
  workDir = await mkdtemp(path.join(tmpdir(), 'freight-crash-'));
  if (serverUrl) {
    const name = `${TEST_DB_PREFIX}crash_${Date.now()}`;
    await adminQuery(`CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplate')}"`);
    const url = databaseUrlFor(serverUrl, name);
    database = {
      env: { DATABASE_URL: url },
      open: () => openPostgres(url),
      drop: () => adminQuery(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
    };
  } else {
    const dataDir = path.join(workDir, 'data');
    database = { env: { DATA_DIR: dataDir }, open: () => openPglite({ dataDir }), drop: async () => undefined };
  }
}, 60_000);

afterAll(async () => {
  for (const child of children) child.kill('SIGKILL');
  await database?.drop();
  await rm(workDir, { recursive: true, force: true });
});

/** Runs `work` against the child's database while no server holds it (PGlite allows one process at a time). */
const withApp = async <T>(work: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>): Promise<T> => {
  const app = await buildApp({ config: testConfig(), database: await database.open(), logger: false });
  try {
    return await work(app);
  } finally {
    await app.close();
  }
};

const startServer = async (env: Record<string, string> = {}) => {
  const port = new URL(await closedAddress()).port;
  const child = spawn(SERVER_COMMAND[0], [...SERVER_COMMAND[1]], {
    cwd: SERVER_ROOT,
    env: {
      PATH: process.env.PATH,
      PORT: port,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      MAIL_DIR: path.join(workDir, 'mail'),
      FILES_DIR: path.join(workDir, 'files'),
      WEB_DIST_DIR: path.join(workDir, 'no-web'),
      LOAD_ALERT_SEND_INTERVAL_S: '3600',
      // The shortest gateway timeout, so that a stranded payment is reconciled after 32 s, not 70 s.
      PAYMENT_GATEWAY_TIMEOUT_MS: '1000',
      ...database.env,
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  child.on('exit', () => children.delete(child));
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolve) => child.on('exit', () => resolve()));
  await waitForLine(() => output, /"msg":"ready"/, child);
  return { child, exited, output: () => output, baseUrl: `http://127.0.0.1:${port}` };
};

const waitForLine = async (output: () => string, pattern: RegExp, child: ChildProcess) => {
  // Generous: a loaded CI machine (or seven engineers on two cores) can take a minute to start tsx.
  for (let i = 0; i < 2400 && child.exitCode === null; i++) {
    if (pattern.test(output())) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server never printed ${pattern}:\n${output()}`);
};

const chargeLines = (output: string) => output.split('\n').filter((line) => line.includes('"msg":"sandbox charged"'));

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
      // Alternately before the charge, and right after the gateway charged (the sandbox then waits
      // SANDBOX_SLOW_STEP_MS before answering, so our transaction has not recorded it).
      if (kill % 2) {
        for (let i = 0; i < 600 && chargeLines(server.output()).length < 1; i += 1) {
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
      // One charge per charged payment, across every process.
      const charged = await app.db.select().from(payments).where(eq(payments.status, 'succeeded'));
      expect(chargeLines(output)).toHaveLength(charged.length);
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
