import type { DatabaseHandle, ListenOptions, Unlisten } from '../db/database';
import { REALTIME_CHANNEL } from './publish';

/** What the hub needs of a WebSocket (a `ws` socket has all of it), so tests can hand it stand-ins. */
type HubSocket = {
  send: (data: string) => void;
  ping: () => void;
  close: (code: number, reason: string) => void;
  terminate: () => void;
  /** Bytes queued but not yet written to the network. */
  readonly bufferedAmount: number;
};

/** One open socket of a signed-in user, as the route sees it. */
export type HubConnection = {
  /** The socket answered a ping. */
  alive: () => void;
  /** The socket closed: stop delivering to it. */
  remove: () => void;
};

export type RealtimeHubOptions = {
  listen: DatabaseHandle['listen'];
  log: NonNullable<ListenOptions['log']>;
  /** Ping every socket this often; one that did not answer the previous ping is dropped. */
  heartbeatMs?: number;
  /** Of these session-key hashes, those still signed in; sockets of the others are closed as unauthorized. */
  stillSignedIn?: (tokenHashes: string[]) => Promise<Set<string>>;
  unauthorizedCloseCode: number;
};

const HEARTBEAT_MS = 30_000;
/** A client this far behind on reading (a stalled phone) is dropped rather than buffered without limit. */
const MAX_BUFFERED_BYTES = 1_048_576;
/** Tabs and devices of one user; more than this from one key is a runaway client. */
export const MAX_SOCKETS_PER_USER = 20;
/** On shutdown, how long sockets get to finish the close handshake before they are cut. */
const CLOSE_GRACE_MS = 1_000;

/** Close codes (RFC 6455 section 7.4 and the IANA registry) the clients act on. */
export const CLOSE_GOING_AWAY = 1001;
export const CLOSE_POLICY = 1008;
/** "Service restart": the process may have missed events; the client reconnects and refetches. */
export const CLOSE_RESTART = 1012;

type Connection = { userId: string; tokenHash: string; socket: HubSocket; isAlive: boolean };

const parseEnvelope = (payload: string): { to: string[]; event: { type: string } } | null => {
  try {
    const envelope = JSON.parse(payload) as { to?: unknown; event?: { type?: unknown } };
    if (!Array.isArray(envelope.to) || typeof envelope.event?.type !== 'string') return null;
    return envelope as { to: string[]; event: { type: string } };
  } catch {
    return null;
  }
};

/**
 * The process's side of DESIGN.md section 7: one LISTEN on the realtime channel, and the open sockets of each signed-in
 * user. Every process hears every envelope and hands its event to the addressed users' sockets it holds, so a user
 * connected to any process gets events published by any process.
 */
export const createRealtimeHub = (options: RealtimeHubOptions) => {
  const { listen, log, heartbeatMs = HEARTBEAT_MS, stillSignedIn, unauthorizedCloseCode } = options;
  const byUser = new Map<string, Set<Connection>>();
  let starting: Promise<void> | null = null;
  let unlisten: Unlisten | null = null;
  let heartbeatTimer: NodeJS.Timeout | undefined;
  let closed = false;

  const connections = () => [...byUser.values()].flatMap((set) => [...set]);

  const drop = (connection: Connection) => {
    const set = byUser.get(connection.userId);
    if (!set?.delete(connection)) return;
    if (set.size === 0) byUser.delete(connection.userId);
  };

  const deliver = (payload: string) => {
    const envelope = parseEnvelope(payload);
    if (!envelope) {
      log.warn({ channel: REALTIME_CHANNEL }, 'ignored a malformed realtime notification');
      return;
    }
    // Serialised once for every socket it goes to.
    const data = JSON.stringify(envelope.event);
    for (const userId of envelope.to) {
      for (const connection of byUser.get(userId) ?? []) {
        if (connection.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
          drop(connection);
          connection.socket.terminate();
          continue;
        }
        connection.socket.send(data);
      }
    }
  };

  /** While the LISTEN connection was down, events were lost: the clients reconnect and refetch. */
  const closeAllForCatchUp = () => {
    for (const connection of connections()) {
      drop(connection);
      connection.socket.close(CLOSE_RESTART, 'missed events; reconnect');
    }
  };

  const revalidate = async () => {
    const live = connections();
    if (!stillSignedIn || live.length === 0) return;
    try {
      const signedIn = await stillSignedIn([...new Set(live.map((connection) => connection.tokenHash))]);
      for (const connection of live) {
        if (signedIn.has(connection.tokenHash)) continue;
        drop(connection);
        connection.socket.close(unauthorizedCloseCode, 'signed out');
      }
    } catch (error) {
      log.warn({ err: error }, 'could not check the realtime sockets’ sessions');
    }
  };

  /** One beat: drop sockets that did not answer the last ping, ping the rest, close those whose key was revoked. */
  const heartbeat = async () => {
    for (const connection of connections()) {
      if (!connection.isAlive) {
        drop(connection);
        connection.socket.terminate();
        continue;
      }
      connection.isAlive = false;
      connection.socket.ping();
    }
    await revalidate();
  };

  /** LISTENs on first use, so a process (or a test app) nobody connects to holds no listener. */
  const start = (): Promise<void> => {
    if (closed) return Promise.reject(new Error('the realtime hub is closed'));
    starting ??= listen(REALTIME_CHANNEL, deliver, { log, onReconnect: closeAllForCatchUp })
      .then((stop) => {
        unlisten = stop;
        heartbeatTimer = setInterval(() => void heartbeat(), heartbeatMs);
        heartbeatTimer.unref();
      })
      .catch((error: unknown) => {
        starting = null;
        throw error;
      });
    return starting;
  };

  /** Registers a signed-in user's socket; events addressed to them reach it from now on. */
  const add = ({ userId, tokenHash, socket }: Omit<Connection, 'isAlive'>): HubConnection => {
    const connection: Connection = { userId, tokenHash, socket, isAlive: true };
    const set = byUser.get(userId) ?? new Set();
    if (set.size >= MAX_SOCKETS_PER_USER) {
      const [oldest] = set;
      if (oldest) {
        set.delete(oldest);
        oldest.socket.close(CLOSE_POLICY, 'too many connections');
      }
    }
    set.add(connection);
    byUser.set(userId, set);
    return {
      alive: () => {
        connection.isAlive = true;
      },
      remove: () => drop(connection),
    };
  };

  /** Shutdown: tells every client to go elsewhere (1001), gives them a moment to close, then cuts the stragglers. */
  const close = async () => {
    closed = true;
    clearInterval(heartbeatTimer);
    await starting?.catch(() => undefined);
    await unlisten?.();
    const open = connections();
    for (const connection of open) connection.socket.close(CLOSE_GOING_AWAY, 'server shutting down');
    const deadline = Date.now() + CLOSE_GRACE_MS;
    while (byUser.size > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    for (const connection of connections()) connection.socket.terminate();
    byUser.clear();
  };

  const stats = () => ({ users: byUser.size, sockets: connections().length });

  return { start, add, deliver, heartbeat, close, stats };
};

export type RealtimeHub = ReturnType<typeof createRealtimeHub>;
