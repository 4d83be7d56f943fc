import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { databaseUrlFor, TEST_DB_PREFIX } from '../../testing/postgres-urls';
import { createTestDatabase } from '../../testing/test-database';
import type { DatabaseHandle } from './database';
import { openPostgres } from './postgres';
import { LISTENER_APPLICATION_NAME } from './postgres-listener';

const notify = (handle: DatabaseHandle, channel: string, payload: string) =>
  handle.db.execute(sql`select pg_notify(${channel}, ${payload})`);

/** Notices arrive on their own connection: wait until `check` holds, or fail after a generous minute. */
const eventually = (check: () => unknown) => vi.waitFor(check, { timeout: 60_000, interval: 10 });

describe('DatabaseHandle.listen (on the run’s database kind)', () => {
  let handle: DatabaseHandle;

  beforeAll(async () => {
    handle = await createTestDatabase();
  });

  afterAll(() => handle.close());

  it('hands every payload sent on its channel to the listener, and none of other channels', async () => {
    const received: string[] = [];
    const unlisten = await handle.listen('test_orders', (payload) => received.push(payload));
    await notify(handle, 'test_orders', 'first');
    await notify(handle, 'test_other', 'elsewhere');
    await notify(handle, 'test_orders', 'second');
    await eventually(() => expect(received).toEqual(['first', 'second']));
    await unlisten();
  });

  it('delivers a notification sent in a transaction only when it commits', async () => {
    const received: string[] = [];
    const unlisten = await handle.listen('test_tx', (payload) => received.push(payload));
    await handle.db
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('test_tx', 'rolled back')`);
        throw new Error('roll back');
      })
      .catch(() => undefined);
    await handle.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_notify('test_tx', 'committed')`);
    });
    await eventually(() => expect(received).toEqual(['committed']));
    await unlisten();
  });

  it('stops delivering after unlisten, while other listeners of the channel keep theirs', async () => {
    const stopped: string[] = [];
    const kept: string[] = [];
    const unlistenStopped = await handle.listen('test_shared', (payload) => stopped.push(payload));
    const unlistenKept = await handle.listen('test_shared', (payload) => kept.push(payload));
    await unlistenStopped();
    await unlistenStopped();
    await notify(handle, 'test_shared', 'after');
    await eventually(() => expect(kept).toEqual(['after']));
    expect(stopped).toEqual([]);
    await unlistenKept();
  });
});

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('the PostgreSQL listener connection', () => {
  let handle: DatabaseHandle;
  let name: string;

  const admin = async <T>(run: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  };

  const listenerBackends = () =>
    admin(async (client) => {
      const result = await client.query(
        'select pid from pg_stat_activity where datname = $1 and application_name = $2',
        [name, LISTENER_APPLICATION_NAME],
      );
      return result.rows.map((row: { pid: number }) => row.pid);
    });

  beforeAll(async () => {
    name = `${TEST_DB_PREFIX}listen_${Date.now()}`;
    const template = inject('postgresTemplate');
    await admin((client) => client.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
    handle = await openPostgres(databaseUrlFor(serverUrl ?? '', name), {
      firstRetryMs: 50,
      maxRetryMs: 200,
      healthCheckMs: 60_000,
    });
  });

  afterAll(async () => {
    await handle.close();
    await admin((client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  });

  it('uses one connection of its own, outside the query pool, opened on the first listen', async () => {
    expect(await listenerBackends()).toEqual([]);
    const unlistenA = await handle.listen('test_a', () => undefined);
    const unlistenB = await handle.listen('test_b', () => undefined);
    expect(await listenerBackends()).toHaveLength(1);
    await unlistenA();
    await unlistenB();
  });

  it('says when its connection is killed, reconnects, listens again, and says so once', async () => {
    const received: string[] = [];
    const log = { warn: vi.fn(), info: vi.fn() };
    const events: string[] = [];
    const onDisconnect = vi.fn(() => events.push('down'));
    const onReconnect = vi.fn(() => events.push('up'));
    const unlisten = await handle.listen('test_drop', (payload) => received.push(payload), {
      log,
      onReconnect,
      onDisconnect,
    });
    const [pid] = await listenerBackends();
    await admin((client) => client.query('select pg_terminate_backend($1)', [pid]));

    await eventually(() => expect(onReconnect).toHaveBeenCalledTimes(1));
    expect(events).toEqual(['down', 'up']);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledTimes(1);
    const [newPid] = await listenerBackends();
    expect(newPid).not.toBe(pid);
    await notify(handle, 'test_drop', 'after the drop');
    await eventually(() => expect(received).toEqual(['after the drop']));
    await unlisten();
  });

  it('closes its connection with the handle', async () => {
    const other = await openPostgres(databaseUrlFor(serverUrl ?? '', name));
    await other.listen('test_close', () => undefined);
    expect(await listenerBackends()).toHaveLength(2);
    await other.close();
    await eventually(async () => expect(await listenerBackends()).toHaveLength(1));
    await expect(other.listen('test_close', () => undefined)).rejects.toThrow(/closed/);
  });
});
