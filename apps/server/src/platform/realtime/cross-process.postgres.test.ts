import { type KeyResponse, KeyResponseSchema } from '@freight/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registrationBody } from '../../testing/accounts';
import { databaseUrlFor, TEST_DB_PREFIX } from '../../testing/postgres-urls';
import { connectRealtime, type RealtimeClient } from '../../testing/realtime-client';
import { type ServerProcess, startServerProcess } from '../../testing/server-process';

const serverUrl = process.env.DATABASE_URL;

const onServer = async (connectionString: string, sql: string, values: unknown[] = []) => {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(sql, values);
  } finally {
    await client.end();
  }
};

const call = async (baseUrl: string, method: string, path: string, key: string | null, body?: object) => {
  const response = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: { 'content-type': 'application/json', ...(key && { authorization: `Token ${key}` }) },
    body: body && JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
};

/**
 * DESIGN.md section 8 and issue 8's must-show: two server processes on one PostgreSQL, a chat message sent through one
 * reaching a WebSocket client of the other (LISTEN/NOTIFY). Everything goes through the two processes' HTTP APIs, as
 * a browser behind a load balancer would. Needs DATABASE_URL: PGlite is one process by design.
 */
describe.skipIf(!serverUrl)('two server processes on one PostgreSQL (skipped on PGlite: one process by design)', () => {
  const name = `${TEST_DB_PREFIX}xproc_${Date.now()}`;
  const databaseUrl = databaseUrlFor(serverUrl ?? 'postgres://unused', name);
  let processA: ServerProcess;
  let processB: ServerProcess;
  const clients: RealtimeClient[] = [];

  const register = async (baseUrl: string): Promise<KeyResponse> => {
    const created = await call(baseUrl, 'POST', '/user/create_account/', null, registrationBody());
    expect(created.status).toBe(201);
    return KeyResponseSchema.parse(created.json);
  };

  /** A user and their support conversation, answered by a staff member: the two people of each test. */
  const userAndStaff = async () => {
    const user = await register(processB.baseUrl);
    const staff = await register(processA.baseUrl);
    await onServer(databaseUrl, 'update users set is_staff = true where id = $1', [staff.user.id]);
    const opened = await call(processB.baseUrl, 'POST', '/chat/', user.key, { admin: true, message: 'Hello?' });
    expect([200, 201]).toContain(opened.status);
    return { user, staff, chatId: String(opened.json.id) };
  };

  beforeAll(async () => {
    await onServer(serverUrl ?? '', `CREATE DATABASE "${name}" TEMPLATE "${inject('postgresTemplate')}"`);
    [processA, processB] = await Promise.all([
      startServerProcess({ DATABASE_URL: databaseUrl }),
      startServerProcess({ DATABASE_URL: databaseUrl }),
    ]);
  });

  afterAll(async () => {
    for (const client of clients) client.close();
    await Promise.all([processA?.stop(), processB?.stop()]);
    await onServer(serverUrl ?? '', `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });

  it('delivers a chat message sent through process A to the addressee’s WebSocket on process B', async () => {
    expect(processA.baseUrl).not.toBe(processB.baseUrl);
    const { user, staff, chatId } = await userAndStaff();
    const userOnB = await connectRealtime(processB.baseUrl, user.key);
    clients.push(userOnB);

    const sent = await call(processA.baseUrl, 'PATCH', `/chat/${chatId}/`, staff.key, {
      message_body: 'Sent through A, read on B.',
    });
    expect(sent.status).toBe(200);

    const event = await userOnB.waitFor((candidate) => candidate.type === 'chat_message', 10_000);
    expect(event).toMatchObject({
      type: 'chat_message',
      chat_id: chatId,
      message: { user: staff.user.id, message_body: 'Sent through A, read on B.' },
    });
  });

  it('delivers to every process holding a socket of the addressee, and to no one else', async () => {
    const { user, staff, chatId } = await userAndStaff();
    const bystander = await register(processA.baseUrl);
    const userOnA = await connectRealtime(processA.baseUrl, user.key);
    const userOnB = await connectRealtime(processB.baseUrl, user.key);
    const bystanderOnB = await connectRealtime(processB.baseUrl, bystander.key);
    clients.push(userOnA, userOnB, bystanderOnB);

    const sent = await call(processB.baseUrl, 'PATCH', `/chat/${chatId}/`, staff.key, {
      message_body: 'To both of your tabs.',
    });
    expect(sent.status).toBe(200);

    for (const client of [userOnA, userOnB]) {
      await client.waitFor((event) => event.type === 'chat_message' && event.chat_id === chatId, 10_000);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(bystanderOnB.events).toEqual([]);
  });
});
