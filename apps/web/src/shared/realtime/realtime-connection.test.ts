import { REALTIME_UNAUTHORIZED_CLOSE, type RealtimeEvent } from '@freight/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openRealtimeConnection, realtimeUrl, type SocketLike } from './realtime-connection';

class FakeSocket implements SocketLike {
  sent: string[] = [];
  closedWith: number | undefined;
  onopen: (() => void) | null = null;
  onmessage: ((message: { data: unknown }) => void) | null = null;
  onclose: ((close: { code: number }) => void) | null = null;
  onerror: (() => void) | null = null;
  send(data: string) {
    this.sent.push(data);
  }
  close(code?: number) {
    this.closedWith = code;
  }
  /** The server side of the stand-in. */
  open() {
    this.onopen?.();
  }
  push(event: unknown) {
    this.onmessage?.({ data: typeof event === 'string' ? event : JSON.stringify(event) });
  }
  drop(code = 1006) {
    this.onclose?.({ code });
  }
}

const HAUL_ID = '0190a2b4-0000-7000-8000-000000000001';
const subscribedAck = { type: 'view_times' };

const setUp = () => {
  const sockets: FakeSocket[] = [];
  const events: RealtimeEvent[] = [];
  const onSubscribed = vi.fn();
  const onUnauthorized = vi.fn();
  const connection = openRealtimeConnection({
    url: 'ws://app.test/api/ws',
    token: 'k'.repeat(43),
    onEvent: (event) => events.push(event),
    onSubscribed,
    onUnauthorized,
    createSocket: () => {
      const socket = new FakeSocket();
      sockets.push(socket);
      return socket;
    },
    retry: { firstMs: 1_000, maxMs: 8_000 },
    // No jitter: the waits are exactly the ceilings.
    random: () => 1,
  });
  const latest = () => sockets.at(-1) as FakeSocket;
  return { sockets, events, onSubscribed, onUnauthorized, connection, latest };
};

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('the realtime connection', () => {
  it('sends the key as its first message, never in the address', () => {
    const { latest } = setUp();
    latest().open();
    expect(latest().sent).toEqual([JSON.stringify({ type: 'auth', token: 'k'.repeat(43) })]);
  });

  it('hands on each event the server pushes, and skips what it cannot read', () => {
    const { latest, events, onSubscribed } = setUp();
    latest().open();
    latest().push(subscribedAck);
    latest().push({ type: 'haul_status', haul_id: HAUL_ID, status: 'accepted' });
    latest().push({ type: 'from_a_newer_server' });
    latest().push('not json');
    expect(onSubscribed).toHaveBeenCalledExactlyOnceWith(false);
    expect(events).toEqual([subscribedAck, { type: 'haul_status', haul_id: HAUL_ID, status: 'accepted' }]);
  });

  it('reconnects after a drop, waiting longer after each failure, and asks for a refresh once back', () => {
    const { sockets, latest, onSubscribed } = setUp();
    latest().open();
    latest().push(subscribedAck);
    latest().drop();

    vi.advanceTimersByTime(999);
    expect(sockets).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(2);
    latest().drop();
    vi.advanceTimersByTime(1_999);
    expect(sockets).toHaveLength(2);
    vi.advanceTimersByTime(1);
    expect(sockets).toHaveLength(3);

    latest().open();
    latest().push(subscribedAck);
    expect(onSubscribed).toHaveBeenLastCalledWith(true);
    // Back to the shortest wait once a connection worked.
    latest().drop(1012);
    vi.advanceTimersByTime(1_000);
    expect(sockets).toHaveLength(4);
  });

  it('never waits longer than the ceiling between attempts', () => {
    const { sockets, latest } = setUp();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      latest().drop();
      vi.runOnlyPendingTimers();
    }
    expect(sockets).toHaveLength(7);
    latest().drop();
    vi.advanceTimersByTime(8_000);
    expect(sockets).toHaveLength(8);
  });

  it('stops for good when the server refuses the key, and says so', () => {
    const { sockets, latest, onUnauthorized } = setUp();
    latest().open();
    latest().drop(REALTIME_UNAUTHORIZED_CLOSE);
    vi.advanceTimersByTime(60_000);
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(1);
  });

  it('closes its socket and stops reconnecting when closed (logout, another key)', () => {
    const { sockets, latest, connection } = setUp();
    latest().open();
    latest().push(subscribedAck);
    connection.close();
    expect(latest().closedWith).toBe(1000);
    latest().drop(1000);
    vi.advanceTimersByTime(60_000);
    expect(sockets).toHaveLength(1);
  });

  it('reconnects at once when the browser is back online instead of waiting out the backoff', () => {
    const { sockets, latest, connection } = setUp();
    latest().drop();
    connection.reconnectNow();
    expect(sockets).toHaveLength(2);
    connection.reconnectNow();
    expect(sockets).toHaveLength(2);
  });
});

describe('realtimeUrl', () => {
  it('uses the page’s origin, with wss under https', () => {
    expect(realtimeUrl({ protocol: 'https:', host: 'haul.example' })).toBe('wss://haul.example/api/ws');
    expect(realtimeUrl({ protocol: 'http:', host: 'localhost:5173' })).toBe('ws://localhost:5173/api/ws');
  });
});
