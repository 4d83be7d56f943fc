/**
 * The chat benchmark's idle crowd, in a process of its own (forked by bench/chat.ts) so that holding thousands of
 * client sockets does not count against the server process being measured. It connects as many users as asked,
 * each as the web app does (key in the first message, subscribed once the server answers), and reports when an
 * event addressed to all of them has reached the last one.
 */
import WebSocket from 'ws';

export type CrowdCommand =
  | { type: 'init'; wsUrl: string; keys: string[] }
  | { type: 'connect'; total: number }
  | { type: 'expect-broadcast'; haulId: string }
  | { type: 'close' };

export type CrowdReport =
  | { type: 'connected'; total: number; failures: number; ms: number }
  | { type: 'armed' }
  | { type: 'broadcast-received'; count: number; lastAtMs: number }
  | { type: 'error'; message: string };

const CONNECT_CONCURRENCY = 100;
const BROADCAST_TIMEOUT_MS = 30_000;

const now = () => performance.timeOrigin + performance.now();
const report = (message: CrowdReport) => process.send?.(message);

let wsUrl = '';
let keys: string[] = [];
const sockets: WebSocket[] = [];
let broadcast: { haulId: string; count: number; lastAtMs: number; timer: NodeJS.Timeout } | null = null;

const onEvent = (data: WebSocket.RawData) => {
  if (!broadcast) return;
  const event = JSON.parse(String(data)) as { type: string; haul_id?: string };
  if (event.type !== 'haul_status' || event.haul_id !== broadcast.haulId) return;
  broadcast.count += 1;
  broadcast.lastAtMs = now();
  if (broadcast.count === sockets.length) {
    clearTimeout(broadcast.timer);
    report({ type: 'broadcast-received', count: broadcast.count, lastAtMs: broadcast.lastAtMs });
    broadcast = null;
  }
};

/** Resolves true once the server answered the key (its first message), false if the socket failed. */
const connectOne = (key: string) =>
  new Promise<boolean>((resolve) => {
    const socket = new WebSocket(wsUrl);
    socket.once('open', () => socket.send(JSON.stringify({ type: 'auth', token: key })));
    socket.once('message', () => {
      sockets.push(socket);
      socket.on('message', onEvent);
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('close', () => resolve(false));
  });

const connectUpTo = async (total: number) => {
  const started = now();
  let failures = 0;
  while (sockets.length + failures < total) {
    const batch = keys.slice(
      sockets.length + failures,
      Math.min(total, sockets.length + failures + CONNECT_CONCURRENCY),
    );
    const results = await Promise.all(batch.map(connectOne));
    failures += results.filter((ok) => !ok).length;
  }
  report({ type: 'connected', total: sockets.length, failures, ms: now() - started });
};

process.on('message', (command: CrowdCommand) => {
  switch (command.type) {
    case 'init':
      wsUrl = command.wsUrl;
      keys = command.keys;
      return;
    case 'connect':
      connectUpTo(command.total).catch((error: unknown) => report({ type: 'error', message: String(error) }));
      return;
    case 'expect-broadcast': {
      const timer = setTimeout(() => {
        report({ type: 'error', message: `broadcast reached ${broadcast?.count} of ${sockets.length} sockets` });
        broadcast = null;
      }, BROADCAST_TIMEOUT_MS);
      broadcast = { haulId: command.haulId, count: 0, lastAtMs: 0, timer };
      report({ type: 'armed' });
      return;
    }
    case 'close':
      for (const socket of sockets) socket.terminate();
      process.exit(0);
      return;
    default:
      command satisfies never;
  }
});
