import { type RealtimeEvent, RealtimeEventSchema } from '@freight/domain';
import WebSocket from 'ws';

export type RealtimeClient = {
  socket: WebSocket;
  /** Every event received since it subscribed, in order. */
  events: RealtimeEvent[];
  /** Resolves with the first event (received or still to come) that `match` accepts. */
  waitFor: (match: (event: RealtimeEvent) => boolean, timeoutMs?: number) => Promise<RealtimeEvent>;
  /** Resolves when the server closes the socket, with its close code and reason. */
  closed: Promise<{ code: number; reason: string }>;
  close: () => void;
};

/**
 * A WebSocket client of `/api/ws` as the web app is one: it sends the key as its first message (when given one)
 * and, unless `subscribed` is false, waits for the server's `view_times` answer, after which events reach it.
 */
export const connectRealtime = async (
  baseUrl: string,
  key: string | null,
  {
    subscribed = true,
    headers = {},
    path = '/api/ws',
  }: { subscribed?: boolean; headers?: Record<string, string>; path?: string } = {},
): Promise<RealtimeClient> => {
  const socket = new WebSocket(`${baseUrl.replace(/^http/, 'ws')}${path}`, { headers });
  const events: RealtimeEvent[] = [];
  const waiters = new Set<{ match: (event: RealtimeEvent) => boolean; resolve: (event: RealtimeEvent) => void }>();
  socket.on('message', (data) => {
    const event = RealtimeEventSchema.parse(JSON.parse(String(data)));
    events.push(event);
    for (const waiter of waiters) {
      if (!waiter.match(event)) continue;
      waiters.delete(waiter);
      waiter.resolve(event);
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    socket.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  // The default ends a hang, not a slow delivery: a loaded machine delivered after the old 5 s.
  const waitFor = (match: (event: RealtimeEvent) => boolean, timeoutMs = 60_000) => {
    const seen = events.find(match);
    if (seen) return Promise.resolve(seen);
    return new Promise<RealtimeEvent>((resolve, reject) => {
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new Error(`no matching realtime event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
      }, timeoutMs);
      const waiter = {
        match,
        resolve: (event: RealtimeEvent) => {
          clearTimeout(timer);
          resolve(event);
        },
      };
      waiters.add(waiter);
    });
  };
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
  });
  if (key) socket.send(JSON.stringify({ type: 'auth', token: key }));
  if (subscribed) {
    await waitFor((event) => event.type === 'view_times');
    // The answer to the auth message is not one of the events a test waits for.
    events.length = 0;
  }
  return { socket, events, waitFor, closed, close: () => socket.close() };
};
