import { LRUCacheWithDelete } from 'mnemonist';

/** What the auth hook reads for a key, kept between requests. */
export type CheckedSession<TUser extends { id: string }> = {
  user: TUser;
  hasDriverProfile: boolean;
  /** The key's "last used" mark as this process last read or wrote it. */
  lastUsedAt: Date;
};

type Entry<TUser extends { id: string }> = CheckedSession<TUser> & {
  /** The cache's generation when the database read that filled it began. */
  readGeneration: number;
  storedAtMs: number;
};

export type SessionCacheOptions = {
  /** Most keys kept; the least recently used goes first. */
  maxSessions?: number;
  /** A kept check is used this long at most, a bound on any change whose notice never came. */
  maxAgeMs?: number;
  nowMs?: () => number;
};

/** Enough for every session a busy process serves in a minute; an entry is a user's row, about a kilobyte. */
const DEFAULT_MAX_SESSIONS = 20_000;
const DEFAULT_MAX_AGE_MS = 60_000;

/**
 * The sessions this process checked, so a signed-in request need not ask the database who its key belongs to.
 * Correct only while told of every change: `forgetUser` for each user whose row, keys or driver profile changed (the
 * database's `auth_sessions` notices, and this process's own writes before it answers), `suspend` while those notices
 * may be missed (no listening connection), `resume` once they flow again.
 *
 * A check read from the database counts only if no change to its user was announced since that read began:
 * `beginRead` takes the generation, `store` records it, and `get` refuses an entry older than its user's last change.
 * Without that, a request that read a user just before a change, and stored after the change's notice, would keep the
 * old row for good.
 */
export const createSessionCache = <TUser extends { id: string }>({
  maxSessions = DEFAULT_MAX_SESSIONS,
  maxAgeMs = DEFAULT_MAX_AGE_MS,
  nowMs = Date.now,
}: SessionCacheOptions = {}) => {
  const entries = new LRUCacheWithDelete<string, Entry<TUser>>(maxSessions);
  let generation = 0;
  /** Entries read before this generation are stale: set when the cache is cleared or suspended. */
  let floor = 0;
  /** The generation of each user's last change; bounded like the entries, by moving the floor when it grows. */
  const changedAt = new Map<string, number>();
  let isActive = false;

  /** Whether a read that began at this generation may have missed a change to the user. */
  const isStale = (userId: string, readGeneration: number) =>
    readGeneration < floor || (changedAt.get(userId) ?? -1) >= readGeneration;

  const isCurrent = (entry: Entry<TUser>) =>
    !isStale(entry.user.id, entry.readGeneration) && nowMs() - entry.storedAtMs <= maxAgeMs;

  const clear = () => {
    generation += 1;
    floor = generation;
    changedAt.clear();
    entries.clear();
  };

  return {
    /** The kept check of a key (its hash), or undefined: not kept, too old, or its user changed since. */
    get(tokenHash: string): CheckedSession<TUser> | undefined {
      if (!isActive) return undefined;
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      if (isCurrent(entry)) return entry;
      entries.delete(tokenHash);
      return undefined;
    },
    /** Call before reading a key from the database; hand the result to `store` with the read. */
    beginRead: (): number => generation,
    store(tokenHash: string, session: CheckedSession<TUser>, readGeneration: number): void {
      if (!isActive || isStale(session.user.id, readGeneration)) return;
      entries.set(tokenHash, { ...session, readGeneration, storedAtMs: nowMs() });
    },
    /** Records that a key was just marked as used, so the mark is not written again on each request. */
    markUsed(tokenHash: string, at: Date): void {
      const entry = entries.peek(tokenHash);
      if (entry) entry.lastUsedAt = at;
    },
    /** Everything read about this user before now is stale (their row, a key, their driver profile changed). */
    forgetUser(userId: string): void {
      if (changedAt.size >= maxSessions) {
        clear();
        return;
      }
      // A read that began before this call has a generation at most this one: refused. One that begins after: kept.
      changedAt.set(userId, generation);
      generation += 1;
    },
    /** Changes may go unannounced from now on: keep nothing and answer nothing until `resume`. */
    suspend(): void {
      isActive = false;
      clear();
    },
    /** Changes are announced again; what was kept before may have missed some, so it is dropped. */
    resume(): void {
      clear();
      isActive = true;
    },
    get isActive(): boolean {
      return isActive;
    },
  };
};

export type SessionCache<TUser extends { id: string }> = ReturnType<typeof createSessionCache<TUser>>;
