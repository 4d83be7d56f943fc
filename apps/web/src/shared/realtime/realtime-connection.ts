import { REALTIME_UNAUTHORIZED_CLOSE, type RealtimeEvent, RealtimeEventSchema } from '@freight/domain';

/** What the connection needs of a browser WebSocket, so tests can hand it a stand-in. */
export type SocketLike = {
  send: (data: string) => void;
  close: (code?: number, reason?: string) => void;
  onopen: (() => void) | null;
  onmessage: ((message: { data: unknown }) => void) | null;
  onclose: ((close: { code: number }) => void) | null;
  onerror: (() => void) | null;
};

export type RealtimeConnectionOptions = {
  url: string;
  token: string;
  onEvent: (event: RealtimeEvent) => void;
  /**
   * The server has the socket subscribed: events from now on arrive. After a reconnect (`isReconnect`), whatever
   * happened while the socket was down never will, so screens should refetch.
   */
  onSubscribed: (isReconnect: boolean) => void;
  /** The server refused the key (logged out elsewhere, password changed): no reconnecting with it. */
  onUnauthorized: () => void;
  createSocket?: (url: string) => SocketLike;
  retry?: { firstMs: number; maxMs: number };
  random?: () => number;
};

/** The server closed because this user has too many sockets open: retrying would only push another tab out. */
const CLOSE_TOO_MANY = 1008;
const NORMAL_CLOSE = 1000;
const DEFAULT_RETRY = { firstMs: 1_000, maxMs: 30_000 };

/**
 * One WebSocket to `/api/ws` that authenticates with its first message and reconnects with exponential backoff
 * (jittered, so a restarted server is not hit by every client at once) until it is closed or the key is refused.
 */
export const openRealtimeConnection = ({
  url,
  token,
  onEvent,
  onSubscribed,
  onUnauthorized,
  createSocket = (address) => new WebSocket(address) as unknown as SocketLike,
  retry = DEFAULT_RETRY,
  random = Math.random,
}: RealtimeConnectionOptions) => {
  let socket: SocketLike | null = null;
  let retryTimer: ReturnType<typeof setTimeout> | undefined;
  let failures = 0;
  let hasSubscribed = false;
  let isStopped = false;

  const connect = () => {
    retryTimer = undefined;
    const current = createSocket(url);
    socket = current;
    let isSubscribed = false;
    current.onopen = () => current.send(JSON.stringify({ type: 'auth', token }));
    current.onmessage = ({ data }) => {
      if (socket !== current || typeof data !== 'string') return;
      let parsed: ReturnType<typeof RealtimeEventSchema.safeParse>;
      try {
        parsed = RealtimeEventSchema.safeParse(JSON.parse(data));
      } catch {
        return;
      }
      if (!isSubscribed) {
        // The server's first message answers the key: this socket now receives the user's events.
        isSubscribed = true;
        failures = 0;
        onSubscribed(hasSubscribed);
        hasSubscribed = true;
      }
      // An event this build does not know (a newer server) is skipped, not an error.
      if (parsed.success) onEvent(parsed.data);
    };
    current.onerror = () => undefined;
    current.onclose = ({ code }) => {
      if (socket !== current) return;
      socket = null;
      if (isStopped) return;
      if (code === REALTIME_UNAUTHORIZED_CLOSE) {
        isStopped = true;
        onUnauthorized();
        return;
      }
      if (code === CLOSE_TOO_MANY) {
        isStopped = true;
        return;
      }
      scheduleReconnect();
    };
  };

  const scheduleReconnect = () => {
    const ceilingMs = Math.min(retry.maxMs, retry.firstMs * 2 ** failures);
    failures += 1;
    retryTimer = setTimeout(connect, ceilingMs * (0.5 + random() * 0.5));
  };

  connect();

  return {
    /** For good: logout, another key, the app closing. */
    close: () => {
      isStopped = true;
      clearTimeout(retryTimer);
      const current = socket;
      socket = null;
      current?.close(NORMAL_CLOSE, 'closed by the client');
    },
    /** The browser is back online: no point waiting out the backoff. */
    reconnectNow: () => {
      if (isStopped || socket || retryTimer === undefined) return;
      clearTimeout(retryTimer);
      connect();
    },
  };
};

/** `/api/ws` on the page's own origin (the dev server proxies it), `wss:` under HTTPS. */
export const realtimeUrl = (location: Pick<Location, 'protocol' | 'host'>): string =>
  `${location.protocol === 'https:' ? 'wss:' : 'ws:'}//${location.host}/api/ws`;

export type RealtimeConnection = ReturnType<typeof openRealtimeConnection>;
