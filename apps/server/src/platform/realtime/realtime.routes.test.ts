import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import { REALTIME_UNAUTHORIZED_CLOSE } from '@freight/domain';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app';
import { auth, createTempUser, registerUser } from '../../testing/accounts';
import { testConfig } from '../../testing/build-test-app';
import { connectRealtime } from '../../testing/realtime-client';
import { createTestDatabase } from '../../testing/test-database';
import { publishRealtime } from './publish';

/** Every log line the app writes, to prove a key never reaches one. */
const logged: string[] = [];
const capture = new Writable({
  write(chunk, _encoding, done) {
    logged.push(String(chunk));
    done();
  },
});

let app: FastifyInstance;
let baseUrl: string;

beforeAll(async () => {
  app = await buildApp({
    config: testConfig({ logLevel: 'trace' }),
    database: await createTestDatabase(),
    logger: { stream: capture },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseUrl = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
});

afterAll(() => app.close());

const chatMessage = (body: string) => ({
  type: 'chat_message' as const,
  chat_id: '0190a2b4-0000-7000-8000-000000000001',
  message: {
    ids: ['0190a2b4-0000-7000-8000-000000000002'],
    created: '2026-06-01T15:00:00.000Z',
    user: 'x',
    message_body: body,
    pictures: [],
  },
});

describe('GET /api/ws', () => {
  it('pushes each published event to the sockets of the users it is addressed to, and to no one else', async () => {
    const alice = await registerUser(app);
    const bob = await registerUser(app);
    const aliceTab = await connectRealtime(baseUrl, alice.key);
    const alicePhone = await connectRealtime(baseUrl, alice.key);
    const bobSocket = await connectRealtime(baseUrl, bob.key);

    await publishRealtime(app.db, [alice.user.id], chatMessage('for Alice'));
    await publishRealtime(app.db, [bob.user.id], chatMessage('for Bob'));

    for (const client of [aliceTab, alicePhone]) {
      const event = await client.waitFor((candidate) => candidate.type === 'chat_message');
      expect(event).toEqual(chatMessage('for Alice'));
    }
    await bobSocket.waitFor((candidate) => candidate.type === 'chat_message');
    expect(bobSocket.events).toEqual([chatMessage('for Bob')]);
    expect(aliceTab.events).toEqual([chatMessage('for Alice')]);
    for (const client of [aliceTab, alicePhone, bobSocket]) client.close();
  });

  it('accepts the key in an Authorization header from clients that can send one', async () => {
    const alice = await registerUser(app);
    const client = await connectRealtime(baseUrl, null, { headers: auth(alice.key) });
    await publishRealtime(app.db, [alice.user.id], { type: 'view_times' });
    await client.waitFor((event) => event.type === 'view_times');
    client.close();
  });

  it('serves temporary visitors too (their quotes and drafts change status)', async () => {
    const visitor = await createTempUser(app);
    const client = await connectRealtime(baseUrl, visitor.key);
    client.close();
  });

  it.each([
    ['an unknown key', { type: 'auth', token: 'x'.repeat(43) }],
    ['a message that is not the auth message', { type: 'hello' }],
    ['something that is not JSON', 'not json'],
  ])('closes the socket as unauthorized on %s', async (_name, message) => {
    const client = await connectRealtime(baseUrl, null, { subscribed: false });
    client.socket.send(typeof message === 'string' ? message : JSON.stringify(message));
    expect((await client.closed).code).toBe(REALTIME_UNAUTHORIZED_CLOSE);
    expect(client.events).toEqual([]);
  });

  it('refuses a key in the URL, and the key never reaches the log', async () => {
    const alice = await registerUser(app);
    const client = await connectRealtime(baseUrl, null, { subscribed: false, path: `/api/ws?token=${alice.key}` });
    expect((await client.closed).code).toBe(REALTIME_UNAUTHORIZED_CLOSE);
    const withKey = await connectRealtime(baseUrl, alice.key);
    withKey.close();
    await new Promise((resolve) => setTimeout(resolve, 50));
    const lines = logged.join('\n');
    expect(lines).toContain('/api/ws?token=%5Bredacted%5D');
    expect(lines).not.toContain(alice.key);
  });

  it('stops a logged-out session’s sockets from hearing anything more once the key is checked again', async () => {
    const alice = await registerUser(app);
    const client = await connectRealtime(baseUrl, alice.key);
    const logout = await app.inject({ method: 'POST', url: '/api/auth/logout/', headers: auth(alice.key) });
    expect(logout.statusCode).toBe(200);
    // A later socket with the revoked key is refused at once; the open one is closed by the next heartbeat.
    const again = await connectRealtime(baseUrl, alice.key, { subscribed: false });
    expect((await again.closed).code).toBe(REALTIME_UNAUTHORIZED_CLOSE);
    client.close();
  });

  it('answers a plain HTTP request (no upgrade) with 404', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/ws' });
    expect(response.statusCode).toBe(404);
  });
});

describe('closing the app', () => {
  it('tells connected clients the server is going away (1001), so they reconnect to another process', async () => {
    const alice = await registerUser(app);
    const client = await connectRealtime(baseUrl, alice.key);
    const closing = app.close();
    expect((await client.closed).code).toBe(1001);
    await closing;
  });
});
