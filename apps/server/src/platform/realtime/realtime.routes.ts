import websocket from '@fastify/websocket';
import {
  REALTIME_AUTH_TIMEOUT_MS,
  REALTIME_UNAUTHORIZED_CLOSE,
  RealtimeAuthMessageSchema,
  type RealtimeEvent,
} from '@freight/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { WebSocket } from 'ws';
import { hashSecret, readAuthorizationKey } from '../auth/tokens';
import { redactUrl } from '../logging/redact-url';
import { createRealtimeHub, type RealtimeHub } from './hub';
import { findSessionUserId, findSignedInTokenHashes } from './realtime-sessions';

/** The client sends one small auth message; nothing bigger has a reason to arrive. */
const MAX_CLIENT_MESSAGE_BYTES = 1_024;
const SUBSCRIBED: RealtimeEvent = { type: 'view_times' };

export type RealtimeRoutesOptions = { heartbeatMs?: number; authTimeoutMs?: number };

const unauthorized = (socket: WebSocket, reason: string) => {
  if (socket.readyState === socket.OPEN) socket.close(REALTIME_UNAUTHORIZED_CLOSE, reason);
};

/** The key of a non-browser client that could send `Authorization: Token <key>` with the upgrade request. */
const headerKey = (request: FastifyRequest): string | null =>
  request.user ? readAuthorizationKey(request.headers.authorization) : null;

/** The browser's first message, `{"type":"auth","token":"<key>"}`, or null for anything else or nothing in time. */
const firstMessageKey = (socket: WebSocket, timeoutMs: number): Promise<string | null> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => finish(null), timeoutMs);
    const finish = (key: string | null) => {
      clearTimeout(timer);
      socket.off('message', onMessage);
      socket.off('close', onClose);
      resolve(key);
    };
    const onMessage = (data: Buffer, isBinary: boolean) => {
      if (isBinary) return finish(null);
      try {
        const parsed = RealtimeAuthMessageSchema.safeParse(JSON.parse(data.toString('utf8')));
        finish(parsed.success ? parsed.data.token : null);
      } catch {
        finish(null);
      }
    };
    const onClose = () => finish(null);
    socket.on('message', onMessage);
    socket.on('close', onClose);
  });

type ServeOptions = { hub: RealtimeHub; db: FastifyInstance['db']; authTimeoutMs: number };

const serve = async ({ hub, db, authTimeoutMs }: ServeOptions, socket: WebSocket, request: FastifyRequest) => {
  // A key in the URL would land in proxies' and load balancers' access logs: refused, so no client comes to rely on it.
  if (new URL(request.url, 'http://local').searchParams.has('token')) {
    request.log.info({ url: redactUrl(request.url) }, 'realtime socket refused: key in the URL');
    return unauthorized(socket, 'send the key in the first message, not in the URL');
  }
  const key = headerKey(request) ?? (await firstMessageKey(socket, authTimeoutMs));
  if (!key) return unauthorized(socket, 'unauthorized');
  const tokenHash = hashSecret(key);
  const userId = await findSessionUserId(db, tokenHash);
  if (!userId) return unauthorized(socket, 'unauthorized');
  await hub.start();
  if (socket.readyState !== socket.OPEN) return;
  const connection = hub.add({ userId, tokenHash, socket });
  socket.on('pong', connection.alive);
  socket.on('close', connection.remove);
  // Anything after the auth message is not part of the protocol; ignoring it keeps old clients working.
  socket.on('message', () => undefined);
  socket.send(JSON.stringify(SUBSCRIBED));
  request.log.debug({ userId }, 'realtime socket subscribed');
};

/**
 * `GET /api/ws` (DESIGN.md section 7): a signed-in user's events (chat messages, badge counts, haul status changes,
 * load alerts, notices) pushed as RealtimeEvent JSON, one event per message. See RealtimeAuthMessageSchema for how
 * the socket is authenticated.
 */
export const realtimeRoutes = async (app: FastifyInstance, options: RealtimeRoutesOptions = {}) => {
  const hub = createRealtimeHub({
    listen: app.database.listen,
    log: app.log,
    heartbeatMs: options.heartbeatMs,
    stillSignedIn: (hashes) => findSignedInTokenHashes(app.db, hashes),
    unauthorizedCloseCode: REALTIME_UNAUTHORIZED_CLOSE,
  });
  await app.register(websocket, {
    options: { maxPayload: MAX_CLIENT_MESSAGE_BYTES },
    // An abrupt disconnect is routine for phones; it is not an application error.
    errorHandler: (error, socket, request) => {
      request.log.debug({ err: error }, 'websocket error');
      socket.terminate();
    },
    // Before the database closes: every client is told to reconnect elsewhere, then the stragglers are cut.
    preClose: async () => {
      await hub.close();
      for (const client of app.websocketServer.clients) client.terminate();
      await new Promise<void>((resolve) => app.websocketServer.close(() => resolve()));
    },
  });
  app.get('/ws', { websocket: true }, (socket, request) => {
    const authTimeoutMs = options.authTimeoutMs ?? REALTIME_AUTH_TIMEOUT_MS;
    serve({ hub, db: app.db, authTimeoutMs }, socket, request).catch((error: unknown) => {
      request.log.error({ err: error }, 'realtime socket setup failed');
      // 1011: the server met an unexpected condition; the client retries with backoff.
      if (socket.readyState === socket.OPEN) socket.close(1011, 'server error');
    });
  });
};
