import { type ChildProcess, spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PAYMENT_SUCCESS_MESSAGE } from '@freight/domain';
import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { buildApp } from '../../app';
import { hauls, ledgerTransactions, payments } from '../../db/schema';
import type { DatabaseHandle } from '../../platform/db/database';
import { openPglite } from '../../platform/db/pglite';
import { openPostgres } from '../../platform/db/postgres';
import { SERVER_ROOT } from '../../platform/paths';
import { auth } from '../../testing/accounts';
import { testConfig } from '../../testing/build-test-app';
import { databaseUrlFor, TEST_DB_PREFIX } from '../../testing/postgres-urls';
import { closedAddress } from '../../testing/stand-in-server';
import { escrowBalance } from '../ledger';
import { makeAcceptedHaul } from './payment-test-fixtures';
import { SANDBOX_CARDS, SANDBOX_SLOW_STEP_MS } from './sandbox-gateway';

/**
 * The must-show: the server process killed (SIGKILL, no shutdown) in the middle of a payment leaves the
 * payment whole or not at all, and the same request repeated on a restarted server finishes it with one charge.
 * The slow sandbox card waits SANDBOX_SLOW_STEP_MS before charging and again after, so a kill lands either before the
 * charge (nothing charged) or after it and before our transaction (charged at the gateway, nothing recorded here).
 * Runs on PGlite (a data folder) and, with DATABASE_URL, on PostgreSQL.
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

const startServer = async () => {
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
      ...database.env,
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
  for (let i = 0; i < 600 && child.exitCode === null; i++) {
    if (pattern.test(output())) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server never printed ${pattern}:\n${output()}`);
};

const chargeLines = (output: string) => output.split('\n').filter((line) => line.includes('"msg":"sandbox charged"'));

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
    ['before the gateway charged', SANDBOX_SLOW_STEP_MS / 2, false],
    ['after the gateway charged, before our transaction', SANDBOX_SLOW_STEP_MS * 1.6, true],
  ])(
    'leaves it whole or none when killed %s, and the retry finishes it with one charge',
    async (_when, killAfterMs, charged) => {
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
      await new Promise((resolve) => setTimeout(resolve, killAfterMs));
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
