import pg from 'pg';
import type { ListenOptions, Unlisten } from './database';

/** How the listening connection shows in `pg_stat_activity`, so an operator (or a test) can tell it apart. */
export const LISTENER_APPLICATION_NAME = 'freight-listener';

export type PostgresListenerTiming = {
  /** First wait before reconnecting after a drop; doubles on each failed attempt up to `maxRetryMs`. */
  firstRetryMs: number;
  maxRetryMs: number;
  /** A half-open TCP connection raises no error by itself: a periodic query finds it. */
  healthCheckMs: number;
};

const DEFAULT_TIMING: PostgresListenerTiming = { firstRetryMs: 250, maxRetryMs: 30_000, healthCheckMs: 30_000 };

type Subscriber = { onPayload: (payload: string) => void; options: ListenOptions };

const quoted = (channel: string) => `"${channel.replaceAll('"', '""')}"`;

/**
 * LISTEN on a connection of its own, not one from the pool: a pooled connection goes back to other queries (and
 * may be recycled), which would silently end the LISTEN. If the connection drops, it reconnects with backoff and
 * LISTENs again; notifications sent meanwhile are lost, which `onReconnect` tells the subscribers.
 */
export const createPostgresListener = (connectionString: string, timing: Partial<PostgresListenerTiming> = {}) => {
  const { firstRetryMs, maxRetryMs, healthCheckMs } = { ...DEFAULT_TIMING, ...timing };
  const channels = new Map<string, Set<Subscriber>>();
  let client: pg.Client | null = null;
  let connecting: Promise<pg.Client> | null = null;
  let state: 'idle' | 'up' | 'reconnecting' | 'closed' = 'idle';
  let retryMs = firstRetryMs;
  let retryTimer: NodeJS.Timeout | undefined;
  let healthTimer: NodeJS.Timeout | undefined;
  let droppedAt = 0;
  // A function, so a check after an await reads the state anew (TypeScript keeps a narrowing across awaits).
  const hasClosed = () => state === 'closed';
  /** Callers of `listen` during a drop, resolved once the new connection LISTENs (or the handle closes). */
  let reconnectWaiters: Array<() => void> = [];
  const releaseReconnectWaiters = () => {
    const waiting = reconnectWaiters;
    reconnectWaiters = [];
    for (const resolve of waiting) resolve();
  };

  const subscribers = () => [...channels.values()].flatMap((set) => [...set]);
  const log = () => subscribers().find((subscriber) => subscriber.options.log)?.options.log;

  const dispatch = (channel: string, payload: string) => {
    for (const subscriber of channels.get(channel) ?? []) {
      try {
        subscriber.onPayload(payload);
      } catch (error) {
        // One subscriber's bug must not keep the notification from the others, nor crash the process.
        subscriber.options.log?.warn({ err: error, channel }, 'a notification listener failed');
      }
    }
  };

  const open = async (): Promise<pg.Client> => {
    const next = new pg.Client({ connectionString, application_name: LISTENER_APPLICATION_NAME, keepAlive: true });
    next.on('notification', (message) => dispatch(message.channel, message.payload ?? ''));
    next.on('error', () => dropped(next));
    next.on('end', () => dropped(next));
    try {
      await next.connect();
      for (const channel of channels.keys()) await next.query(`LISTEN ${quoted(channel)}`);
    } catch (error) {
      next.removeAllListeners('end');
      await next.end().catch(() => undefined);
      throw error;
    }
    return next;
  };

  const connected = (next: pg.Client) => {
    client = next;
    state = 'up';
    retryMs = firstRetryMs;
    clearInterval(healthTimer);
    healthTimer = setInterval(() => {
      next.query('select 1').catch(() => next.end().catch(() => undefined));
    }, healthCheckMs);
    healthTimer.unref();
  };

  function dropped(which: pg.Client) {
    if (which !== client || state === 'closed') return;
    client = null;
    clearInterval(healthTimer);
    state = 'reconnecting';
    droppedAt = Date.now();
    log()?.warn({ channels: [...channels.keys()] }, 'database listener connection lost; reconnecting');
    for (const subscriber of subscribers()) subscriber.options.onDisconnect?.();
    scheduleRetry();
  }

  function scheduleRetry() {
    // Jitter spreads the reconnects of many processes after a database restart.
    const waitMs = retryMs * (0.75 + Math.random() * 0.5);
    retryTimer = setTimeout(async () => {
      try {
        const next = await open();
        if (state === 'closed') {
          await next.end().catch(() => undefined);
          return;
        }
        connected(next);
        log()?.info({ downMs: Date.now() - droppedAt }, 'database listener connection restored');
        for (const subscriber of subscribers()) subscriber.options.onReconnect?.();
        releaseReconnectWaiters();
      } catch {
        if (state === 'closed') return;
        retryMs = Math.min(retryMs * 2, maxRetryMs);
        scheduleRetry();
      }
    }, waitMs);
    retryTimer.unref();
  }

  const firstConnection = async () => {
    connecting ??= open().finally(() => {
      connecting = null;
    });
    const next = await connecting;
    if (client !== next) connected(next);
    return next;
  };

  const remove = async (channel: string, subscriber: Subscriber) => {
    const set = channels.get(channel);
    if (!set?.delete(subscriber) || set.size > 0) return;
    channels.delete(channel);
    if (state === 'up' && client) await client.query(`UNLISTEN ${quoted(channel)}`).catch(() => undefined);
  };

  const listen = async (
    channel: string,
    onPayload: (payload: string) => void,
    options: ListenOptions = {},
  ): Promise<Unlisten> => {
    if (state === 'closed') throw new Error('the database handle is closed');
    const subscriber: Subscriber = { onPayload, options };
    const isNewChannel = !channels.has(channel);
    const set = channels.get(channel) ?? new Set();
    set.add(subscriber);
    channels.set(channel, set);
    try {
      if (state === 'idle') {
        const next = await firstConnection();
        // Added while the first connection was being opened: LISTEN was sent for the channels known then.
        if (isNewChannel) await next.query(`LISTEN ${quoted(channel)}`);
      } else if (state === 'up' && client && isNewChannel) {
        await client.query(`LISTEN ${quoted(channel)}`);
      }
      // While reconnecting, the new connection LISTENs on every registered channel; resolving before that would tell
      // the caller its notifications flow when they do not.
      else if (state === 'reconnecting') {
        await new Promise<void>((resolve) => reconnectWaiters.push(resolve));
        if (hasClosed()) throw new Error('the database handle is closed');
      }
    } catch (error) {
      await remove(channel, subscriber);
      throw error;
    }
    let stopped = false;
    return async () => {
      if (stopped) return;
      stopped = true;
      await remove(channel, subscriber);
    };
  };

  const close = async () => {
    state = 'closed';
    releaseReconnectWaiters();
    clearTimeout(retryTimer);
    clearInterval(healthTimer);
    channels.clear();
    const current = client ?? (await connecting?.catch(() => null)) ?? null;
    client = null;
    await current?.end().catch(() => undefined);
  };

  return { listen, close };
};
