import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app';
import { drivers } from '../../db/schema';
import { auth, latestEmailTo, registerUser } from '../../testing/accounts';
import { testConfig } from '../../testing/build-test-app';
import { TRACTOR_QUOTE } from '../../testing/hauls';
import { queryCounter } from '../../testing/query-counter';
import { createTestDatabase } from '../../testing/test-database';
import type { DatabaseHandle } from '../db/database';
import { LISTENER_APPLICATION_NAME } from '../db/postgres-listener';
import { AUTH_SESSIONS_CHANNEL } from './auth-hook';

/** Notices arrive on their own connection: wait until `check` holds, or fail after a generous minute. */
const eventually = (check: () => unknown) => vi.waitFor(check, { timeout: 60_000, interval: 10 });

const profile = (app: FastifyInstance, key: string) =>
  app.inject({ method: 'GET', url: '/api/user/profile/', headers: auth(key) });

/**
 * A user whose key the app keeps: a first request opens the notice channel (checks made before it is open are not
 * kept), and one more once it is open is kept.
 */
const keptSessionOf = async (app: FastifyInstance) => {
  const user = await registerUser(app);
  expect((await profile(app, user.key)).statusCode).toBe(200);
  await eventually(() => expect(app.sessions.isActive).toBe(true));
  expect((await profile(app, user.key)).statusCode).toBe(200);
  return user;
};

describe('sessions kept between requests (decision 029)', () => {
  const counter = queryCounter();
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp({
      config: testConfig(),
      database: await createTestDatabase({ onQuery: counter.onQuery }),
      logger: false,
    });
  });

  afterAll(() => app.close());

  it('answers a key checked before without asking the database who it belongs to', async () => {
    const user = await keptSessionOf(app);
    const queries = await counter.during(async () => {
      const response = await profile(app, user.key);
      expect(response.json().id).toBe(user.user.id);
    });
    expect(queries).toEqual([]);
  });

  it('keeps the session through a live price, which writes nothing, and through its next request', async () => {
    const user = await keptSessionOf(app);
    const queries = await counter.during(async () => {
      const priced = await app.inject({
        method: 'POST',
        url: '/api/quote/price/',
        headers: auth(user.key),
        payload: TRACTOR_QUOTE,
      });
      expect(priced.statusCode).toBe(200);
      expect((await profile(app, user.key)).statusCode).toBe(200);
    });
    expect(queries).toEqual([]);
  });

  it('asks the database again after a request of the user that may have written', async () => {
    const user = await keptSessionOf(app);
    await app.inject({ method: 'POST', url: '/api/user/send_verify_email/', headers: auth(user.key) });
    const queries = await counter.during(async () => {
      expect((await profile(app, user.key)).statusCode).toBe(200);
    });
    expect(queries).toHaveLength(1);
  });

  it('refuses a key deleted by another writer once the database says so', async () => {
    const user = await keptSessionOf(app);
    await app.database.db.execute(sql`delete from auth_tokens where user_id = ${user.user.id}`);
    await eventually(async () => expect((await profile(app, user.key)).statusCode).toBe(401));
  });

  it('shows a change another writer made to the user once the database says so', async () => {
    const user = await keptSessionOf(app);
    await app.database.db.execute(sql`update users set name = 'Renamed by staff' where id = ${user.user.id}`);
    await eventually(async () => expect((await profile(app, user.key)).json().name).toBe('Renamed by staff'));
  });

  it('sees a driver profile started by another writer once the database says so', async () => {
    const user = await keptSessionOf(app);
    await app.database.db.insert(drivers).values({ userId: user.user.id });
    await eventually(async () => expect((await profile(app, user.key)).json().driver).not.toBeNull());
  });
});

/**
 * The database's notices held back (as if they were still on their way): what must hold without them, the user's
 * own change on their next request and a reset ending the other keys at once, is this process's own doing.
 */
describe('sessions kept while the database’s notice is still on its way', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    const database = await createTestDatabase();
    const withheld: DatabaseHandle = {
      ...database,
      listen: (channel, onPayload, options) =>
        database.listen(channel, channel === AUTH_SESSIONS_CHANNEL ? () => undefined : onPayload, options),
    };
    app = await buildApp({ config: testConfig(), database: withheld, logger: false });
  });

  afterAll(() => app.close());

  it('shows the user’s own change on their very next request', async () => {
    const user = await keptSessionOf(app);
    const changed = await app.inject({
      method: 'PATCH',
      url: `/api/user/${user.user.id}/`,
      headers: auth(user.key),
      payload: { name: 'Prairie Hauling Co-op' },
    });
    expect(changed.statusCode).toBe(200);
    expect((await profile(app, user.key)).json().name).toBe('Prairie Hauling Co-op');
  });

  it('ends every other key at once when the password is reset from the emailed link', async () => {
    const user = await keptSessionOf(app);
    await app.inject({ method: 'POST', url: '/api/user/send_reset_email/', payload: { email: user.user.email } });
    const { code } = await latestEmailTo(app, user.user.email ?? '');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/user/change_password/',
      payload: { code, password: 'a new prairie secret', password2: 'a new prairie secret' },
    });
    expect(reset.statusCode).toBe(200);
    expect((await profile(app, user.key)).statusCode).toBe(401);
  });

  it('ends the key at once on log out', async () => {
    const user = await keptSessionOf(app);
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout/', headers: auth(user.key) })).statusCode).toBe(
      200,
    );
    expect((await profile(app, user.key)).statusCode).toBe(401);
  });
});

const serverUrl = process.env.DATABASE_URL;

describe.skipIf(!serverUrl)('sessions while the notice connection is down (PostgreSQL)', () => {
  let app: FastifyInstance;

  beforeAll(async () => {
    app = await buildApp({ config: testConfig(), database: await createTestDatabase(), logger: false });
  });

  afterAll(() => app.close());

  /** Another connection to the app's database, as a psql session or another process would write. */
  const onOtherConnection = async (statement: string, values: unknown[]) => {
    const [database] = (await app.database.db.execute(sql`select current_database() as name`)).rows as {
      name: string;
    }[];
    const url = new URL(serverUrl ?? '');
    url.pathname = `/${database?.name}`;
    const client = new pg.Client({ connectionString: url.toString() });
    await client.connect();
    try {
      return await client.query(statement, values);
    } finally {
      await client.end();
    }
  };

  it('checks every key with the database until the connection is back, then keeps them again', async () => {
    const user = await keptSessionOf(app);
    await onOtherConnection(
      'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and application_name = $1',
      [LISTENER_APPLICATION_NAME],
    );
    await eventually(() => expect(app.sessions.isActive).toBe(false));
    await onOtherConnection('delete from auth_tokens where user_id = $1', [user.user.id]);
    expect((await profile(app, user.key)).statusCode).toBe(401);
    await eventually(() => expect(app.sessions.isActive).toBe(true));
    const other = await keptSessionOf(app);
    expect((await profile(app, other.key)).statusCode).toBe(200);
  });
});
