import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authTokens, drivers, users } from '../../db/schema';
import { AppError } from '../errors/app-error';
import { createSessionCache, type SessionCache } from './session-cache';
import { hashSecret, readAuthorizationKey } from './tokens';

export type UserRow = typeof users.$inferSelect;

/** Where the database names each user whose sessions must be checked again (migration 0027's triggers). */
export const AUTH_SESSIONS_CHANNEL = 'auth_sessions';

/** Methods that change nothing: every other request may have changed its own user, so their check is dropped. */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

declare module 'fastify' {
  interface FastifyRequest {
    /** The user the request's key belongs to; null for a request without a key. */
    user: UserRow | null;
    /**
     * Whether that user had started a driver profile when the key was checked (false without a user): read by the
     * key's own statement, so the profile route of a user who never did answers without a second query.
     */
    hasDriverProfile: boolean;
  }
  interface FastifyInstance {
    /**
     * The sessions this process checked (decision 029). Code that changes a user's row, keys or driver profile outside
     * a request of that user (a test writing rows directly) calls `forgetUser` so the next request reads them anew;
     * the database's notice would come a moment later.
     */
    sessions: SessionCache<UserRow>;
  }
  interface FastifyContextConfig {
    /**
     * Set on a route other than GET that never changes a user's row, keys or driver profile (the live price, asked on
     * each keystroke): its requests keep their user's kept session instead of dropping it before answering.
     */
    leavesSessionsAlone?: boolean;
  }
}

/** Marking every request would be a write per request; a coarse "last used" is enough to see stale sessions. */
const LAST_USED_RESOLUTION_MS = 10 * 60_000;

/** After the notice channel failed to open: the next signed-in request this long after tries again. */
const LISTEN_RETRY_MS = 30_000;

/**
 * Resolves `Authorization: Token <key>` to a user before any handler runs. A key that was sent but is unknown
 * (logged out, password changed) is a 401, so the client can drop it instead of acting as someone else.
 *
 * A key's check is kept in memory (decision 029) while this process hears the database's notices of every change to
 * what the check reads; until the first notice channel is open, and whenever it drops, each request asks the database.
 */
export const registerAuthHook = (app: FastifyInstance): void => {
  app.decorateRequest('user', null);
  app.decorateRequest('hasDriverProfile', false);
  const sessions = createSessionCache<UserRow>();
  app.decorate('sessions', sessions);
  // Every signed-in request the cache cannot answer runs it: prepared once per connection (named, on PostgreSQL), it
  // is parsed and planned once. The driver-profile probe is one lookup in a unique index (drivers_user_key).
  const userOfKey = app.db
    .select({
      user: users,
      lastUsedAt: authTokens.lastUsedAt,
      hasDriverProfile: sql<boolean>`exists (select 1 from ${drivers} where ${drivers.userId} = ${users.id})`,
    })
    .from(authTokens)
    .innerJoin(users, eq(users.id, authTokens.userId))
    .where(eq(authTokens.tokenHash, sql.placeholder('tokenHash')))
    .limit(1)
    .prepare('auth_user_of_key');

  // Listens on the first signed-in request, so a process (or a test app) nobody signs in to holds no listener.
  let hasAskedToListen = false;
  let isClosed = false;
  const listenForChanges = () => {
    if (hasAskedToListen) return;
    hasAskedToListen = true;
    app.database
      .listen(AUTH_SESSIONS_CHANNEL, (userId) => sessions.forgetUser(userId), {
        log: app.log,
        onDisconnect: sessions.suspend,
        onReconnect: sessions.resume,
      })
      .then(() => {
        if (!isClosed) sessions.resume();
      })
      .catch((error: unknown) => {
        if (isClosed) return;
        // Meanwhile nothing is kept: every request asks the database, as before this cache. Tried again later.
        app.log.warn({ err: error }, 'session notices unavailable; checking every key with the database');
        setTimeout(() => {
          hasAskedToListen = false;
        }, LISTEN_RETRY_MS).unref();
      });
  };
  app.addHook('onClose', (_instance, done) => {
    isClosed = true;
    sessions.suspend();
    done();
  });

  const readSession = async (tokenHash: string) => {
    const readGeneration = sessions.beginRead();
    const [row] = await userOfKey.execute({ tokenHash });
    if (!row) return undefined;
    // Shared by every request of the session from now on: a handler must not change it.
    const session = { ...row, user: Object.freeze(row.user) };
    sessions.store(tokenHash, session, readGeneration);
    return session;
  };

  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const key = readAuthorizationKey(header);
    if (!key) throw new AppError('unauthenticated', 'The Authorization header must be "Token <key>".');
    const tokenHash = hashSecret(key);
    listenForChanges();
    const session = sessions.get(tokenHash) ?? (await readSession(tokenHash));
    if (!session) throw new AppError('unauthenticated', 'Your session has ended. Please log in again.');
    request.user = session.user;
    request.hasDriverProfile = session.hasDriverProfile;
    const now = app.clock.now();
    if (now.getTime() - session.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
      sessions.markUsed(tokenHash, now);
      await app.db
        .update(authTokens)
        .set({ lastUsedAt: now })
        .where(and(eq(authTokens.tokenHash, tokenHash), lt(authTokens.lastUsedAt, now)));
    }
  });

  // Before the answer leaves, so the user's next request reads what this one wrote (the notice comes after commit,
  // from another connection, and could arrive after that next request).
  app.addHook('onSend', (request, _reply, payload, done) => {
    if (request.user && !SAFE_METHODS.has(request.method) && !request.routeOptions.config.leavesSessionsAlone) {
      sessions.forgetUser(request.user.id);
    }
    done(null, payload);
  });
};
