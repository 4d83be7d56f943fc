import { and, eq, lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { authTokens, drivers, users } from '../../db/schema';
import { AppError } from '../errors/app-error';
import { hashSecret, readAuthorizationKey } from './tokens';

export type UserRow = typeof users.$inferSelect;

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
}

/** Marking every request would be a write per request; a coarse "last used" is enough to see stale sessions. */
const LAST_USED_RESOLUTION_MS = 10 * 60_000;

/**
 * Resolves `Authorization: Token <key>` to a user before any handler runs. A key that was sent but is unknown
 * (logged out, password changed) is a 401, so the client can drop it instead of acting as someone else.
 */
export const registerAuthHook = (app: FastifyInstance): void => {
  app.decorateRequest('user', null);
  app.decorateRequest('hasDriverProfile', false);
  // Every signed-in request runs it: prepared once per connection (named, on PostgreSQL), it is parsed and planned once.
  // The driver-profile probe is one lookup in a unique index (drivers_user_key).
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
  app.addHook('onRequest', async (request) => {
    const header = request.headers.authorization;
    if (!header) return;
    const key = readAuthorizationKey(header);
    if (!key) throw new AppError('unauthenticated', 'The Authorization header must be "Token <key>".');
    const tokenHash = hashSecret(key);
    const [row] = await userOfKey.execute({ tokenHash });
    if (!row) throw new AppError('unauthenticated', 'Your session has ended. Please log in again.');
    request.user = row.user;
    request.hasDriverProfile = row.hasDriverProfile;
    const now = app.clock.now();
    if (now.getTime() - row.lastUsedAt.getTime() > LAST_USED_RESOLUTION_MS) {
      await app.db
        .update(authTokens)
        .set({ lastUsedAt: now })
        .where(and(eq(authTokens.tokenHash, tokenHash), lt(authTokens.lastUsedAt, now)));
    }
  });
};
