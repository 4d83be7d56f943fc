import { describe, expect, it, vi } from 'vitest';
import type { ListenOptions } from '../db/database';
import { CLOSE_GOING_AWAY, CLOSE_POLICY, CLOSE_RESTART, createRealtimeHub, MAX_SOCKETS_PER_USER } from './hub';
import { REALTIME_CHANNEL } from './publish';

const UNAUTHORIZED = 4401;

const fakeSocket = () => ({
  sent: [] as string[],
  closedWith: null as { code: number; reason: string } | null,
  terminated: false,
  pings: 0,
  bufferedAmount: 0,
  send(data: string) {
    this.sent.push(data);
  },
  ping() {
    this.pings += 1;
  },
  close(code: number, reason: string) {
    this.closedWith = { code, reason };
  },
  terminate() {
    this.terminated = true;
  },
});

/** A hub on a stand-in for the database's LISTEN: `notify` plays a NOTIFY arriving on the realtime channel. */
const hubOnFakeDatabase = (options: { stillSignedIn?: (hashes: string[]) => Promise<Set<string>> } = {}) => {
  let onPayload: ((payload: string) => void) | null = null;
  let listenOptions: ListenOptions = {};
  const unlisten = vi.fn(async () => undefined);
  const listen = vi.fn(async (channel: string, handler: (payload: string) => void, opts: ListenOptions = {}) => {
    expect(channel).toBe(REALTIME_CHANNEL);
    onPayload = handler;
    listenOptions = opts;
    return unlisten;
  });
  const log = { warn: vi.fn(), info: vi.fn() };
  const hub = createRealtimeHub({ listen, log, unauthorizedCloseCode: UNAUTHORIZED, ...options });
  return {
    hub,
    listen,
    unlisten,
    log,
    notify: (envelope: unknown) => onPayload?.(typeof envelope === 'string' ? envelope : JSON.stringify(envelope)),
    reconnected: () => listenOptions.onReconnect?.(),
  };
};

const haulStatus = { type: 'haul_status', haul_id: '0190a2b4-0000-7000-8000-000000000001', status: 'accepted' };

describe('the realtime hub', () => {
  it('hands an event to every socket of each addressed user and to nobody else', async () => {
    const { hub, notify } = hubOnFakeDatabase();
    await hub.start();
    const [aliceTab, alicePhone, bob, carol] = [fakeSocket(), fakeSocket(), fakeSocket(), fakeSocket()];
    hub.add({ userId: 'alice', tokenHash: 'a1', socket: aliceTab });
    hub.add({ userId: 'alice', tokenHash: 'a2', socket: alicePhone });
    hub.add({ userId: 'bob', tokenHash: 'b', socket: bob });
    hub.add({ userId: 'carol', tokenHash: 'c', socket: carol });

    notify({ to: ['alice', 'bob', 'nobody-here'], event: haulStatus });

    for (const socket of [aliceTab, alicePhone, bob])
      expect(socket.sent.map((data) => JSON.parse(data))).toEqual([haulStatus]);
    expect(carol.sent).toEqual([]);
  });

  it('listens once however many sockets connect, and only once the first one does', async () => {
    const { hub, listen } = hubOnFakeDatabase();
    expect(listen).not.toHaveBeenCalled();
    await Promise.all([hub.start(), hub.start()]);
    await hub.start();
    expect(listen).toHaveBeenCalledTimes(1);
  });

  it('stops delivering to a socket once it is removed', async () => {
    const { hub, notify } = hubOnFakeDatabase();
    await hub.start();
    const socket = fakeSocket();
    const connection = hub.add({ userId: 'alice', tokenHash: 'a', socket });
    connection.remove();
    notify({ to: ['alice'], event: haulStatus });
    expect(socket.sent).toEqual([]);
    expect(hub.stats()).toEqual({ users: 0, sockets: 0 });
  });

  it('drops a socket that did not answer the previous ping, and keeps one that did', async () => {
    const { hub, notify } = hubOnFakeDatabase();
    await hub.start();
    const [answering, dead] = [fakeSocket(), fakeSocket()];
    const alive = hub.add({ userId: 'alice', tokenHash: 'a', socket: answering });
    hub.add({ userId: 'bob', tokenHash: 'b', socket: dead });

    await hub.heartbeat();
    expect([answering.pings, dead.pings]).toEqual([1, 1]);
    alive.alive();
    await hub.heartbeat();

    expect(dead.terminated).toBe(true);
    expect(answering.terminated).toBe(false);
    expect(answering.pings).toBe(2);
    notify({ to: ['alice', 'bob'], event: haulStatus });
    expect(dead.sent).toEqual([]);
    expect(answering.sent).toHaveLength(1);
  });

  it('closes as unauthorized the sockets whose session ended (logged out, password changed)', async () => {
    const stillSignedIn = vi.fn(async () => new Set(['kept']));
    const { hub } = hubOnFakeDatabase({ stillSignedIn });
    await hub.start();
    const [kept, revoked] = [fakeSocket(), fakeSocket()];
    hub.add({ userId: 'alice', tokenHash: 'kept', socket: kept });
    hub.add({ userId: 'alice', tokenHash: 'revoked', socket: revoked });

    await hub.heartbeat();

    expect(stillSignedIn).toHaveBeenCalledWith(['kept', 'revoked']);
    expect(revoked.closedWith?.code).toBe(UNAUTHORIZED);
    expect(kept.closedWith).toBeNull();
    expect(hub.stats()).toEqual({ users: 1, sockets: 1 });
  });

  it('cuts a client that stopped reading instead of buffering for it without limit', async () => {
    const { hub, notify } = hubOnFakeDatabase();
    await hub.start();
    const stalled = fakeSocket();
    stalled.bufferedAmount = 2_000_000;
    hub.add({ userId: 'alice', tokenHash: 'a', socket: stalled });
    notify({ to: ['alice'], event: haulStatus });
    expect(stalled.terminated).toBe(true);
    expect(stalled.sent).toEqual([]);
  });

  it(`keeps at most ${MAX_SOCKETS_PER_USER} sockets per user, closing the oldest`, async () => {
    const { hub } = hubOnFakeDatabase();
    await hub.start();
    const sockets = Array.from({ length: MAX_SOCKETS_PER_USER + 1 }, () => fakeSocket());
    for (const socket of sockets) hub.add({ userId: 'alice', tokenHash: 'a', socket });
    expect(sockets[0]?.closedWith?.code).toBe(CLOSE_POLICY);
    expect(hub.stats().sockets).toBe(MAX_SOCKETS_PER_USER);
  });

  it('ignores a malformed notification and says so', async () => {
    const { hub, notify, log } = hubOnFakeDatabase();
    await hub.start();
    const socket = fakeSocket();
    hub.add({ userId: 'alice', tokenHash: 'a', socket });
    notify('not json');
    notify({ to: 'alice', event: haulStatus });
    expect(socket.sent).toEqual([]);
    expect(log.warn).toHaveBeenCalledTimes(2);
  });

  it('asks every client to reconnect (and catch up) when its LISTEN connection was lost and restored', async () => {
    const { hub, reconnected } = hubOnFakeDatabase();
    await hub.start();
    const socket = fakeSocket();
    hub.add({ userId: 'alice', tokenHash: 'a', socket });
    reconnected();
    expect(socket.closedWith?.code).toBe(CLOSE_RESTART);
    expect(hub.stats().sockets).toBe(0);
  });

  it('on close, stops listening, tells the clients to go elsewhere and cuts those that do not close', async () => {
    const { hub, unlisten } = hubOnFakeDatabase();
    await hub.start();
    const socket = fakeSocket();
    hub.add({ userId: 'alice', tokenHash: 'a', socket });
    await hub.close();
    expect(unlisten).toHaveBeenCalledTimes(1);
    expect(socket.closedWith?.code).toBe(CLOSE_GOING_AWAY);
    expect(socket.terminated).toBe(true);
    await expect(hub.start()).rejects.toThrow(/closed/);
  });
});
