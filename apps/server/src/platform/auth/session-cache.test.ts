import { describe, expect, it } from 'vitest';
import { createSessionCache } from './session-cache';

type User = { id: string; name: string };

const session = (user: User) => ({ user, hasDriverProfile: false, lastUsedAt: new Date(0) });
const ana = { id: 'ana', name: 'Ana' };
const bo = { id: 'bo', name: 'Bo' };

/** A cache whose notices flow, with a clock the test moves. */
const activeCache = (options: { maxSessions?: number; maxAgeMs?: number } = {}) => {
  let now = 0;
  const cache = createSessionCache<User>({ ...options, nowMs: () => now });
  cache.resume();
  return { cache, advance: (ms: number) => (now += ms) };
};

const storeRead = (cache: ReturnType<typeof activeCache>['cache'], key: string, user: User) =>
  cache.store(key, session(user), cache.beginRead());

describe('the session cache', () => {
  it('answers a stored key with its check, and nothing for a key it never saw', () => {
    const { cache } = activeCache();
    storeRead(cache, 'key-ana', ana);
    expect(cache.get('key-ana')?.user).toEqual(ana);
    expect(cache.get('key-other')).toBeUndefined();
  });

  it('keeps nothing before its notices flow, and nothing while they are suspended', () => {
    const cache = createSessionCache<User>();
    storeRead(cache, 'key-ana', ana);
    expect(cache.get('key-ana')).toBeUndefined();
    cache.resume();
    storeRead(cache, 'key-ana', ana);
    cache.suspend();
    expect(cache.get('key-ana')).toBeUndefined();
    storeRead(cache, 'key-ana', ana);
    cache.resume();
    expect(cache.get('key-ana')).toBeUndefined();
  });

  it('drops every key of a user who changed, and only theirs', () => {
    const { cache } = activeCache();
    storeRead(cache, 'key-ana-phone', ana);
    storeRead(cache, 'key-ana-laptop', ana);
    storeRead(cache, 'key-bo', bo);
    cache.forgetUser('ana');
    expect(cache.get('key-ana-phone')).toBeUndefined();
    expect(cache.get('key-ana-laptop')).toBeUndefined();
    expect(cache.get('key-bo')?.user).toEqual(bo);
  });

  it('refuses a read that began before its user changed, and keeps one that began after', () => {
    const { cache } = activeCache();
    const before = cache.beginRead();
    cache.forgetUser('ana');
    cache.store('key-ana', session({ ...ana, name: 'Ana before' }), before);
    expect(cache.get('key-ana')).toBeUndefined();
    const after = cache.beginRead();
    cache.store('key-ana', session({ ...ana, name: 'Ana after' }), after);
    expect(cache.get('key-ana')?.user.name).toBe('Ana after');
  });

  it('refuses a read that began before the cache was resumed after a gap in its notices', () => {
    const { cache } = activeCache();
    const duringGap = cache.beginRead();
    cache.suspend();
    cache.resume();
    cache.store('key-ana', session(ana), duringGap);
    expect(cache.get('key-ana')).toBeUndefined();
  });

  it('lets a check serve no longer than its age limit', () => {
    const { cache, advance } = activeCache({ maxAgeMs: 60_000 });
    storeRead(cache, 'key-ana', ana);
    advance(60_000);
    expect(cache.get('key-ana')?.user).toEqual(ana);
    advance(1);
    expect(cache.get('key-ana')).toBeUndefined();
  });

  it('keeps at most its limit of keys, dropping the least recently used', () => {
    const { cache } = activeCache({ maxSessions: 2 });
    storeRead(cache, 'key-1', { id: '1', name: 'one' });
    storeRead(cache, 'key-2', { id: '2', name: 'two' });
    cache.get('key-1');
    storeRead(cache, 'key-3', { id: '3', name: 'three' });
    expect(cache.get('key-2')).toBeUndefined();
    expect(cache.get('key-1')?.user.name).toBe('one');
    expect(cache.get('key-3')?.user.name).toBe('three');
  });

  it('still refuses stale reads after its record of changed users outgrew the limit and was cleared', () => {
    const { cache } = activeCache({ maxSessions: 2 });
    storeRead(cache, 'key-bo', bo);
    const before = cache.beginRead();
    for (const id of ['u1', 'u2', 'ana', 'u3']) cache.forgetUser(id);
    cache.store('key-ana', session(ana), before);
    expect(cache.get('key-ana')).toBeUndefined();
    expect(cache.get('key-bo')).toBeUndefined();
  });

  it('remembers a new "last used" mark on the kept check', () => {
    const { cache } = activeCache();
    storeRead(cache, 'key-ana', ana);
    cache.markUsed('key-ana', new Date(5_000));
    expect(cache.get('key-ana')?.lastUsedAt).toEqual(new Date(5_000));
  });
});
