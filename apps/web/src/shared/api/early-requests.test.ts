import { describe, expect, it, vi } from 'vitest';
import { EARLY_ANSWER_LIFETIME_MS, earlyRequestStore } from './early-requests';

const answer = (body: string) => Promise.resolve(new Response(body));
const atStart = () => 2_000;

describe('earlyRequestStore', () => {
  it('gives a read boot.js started to the first caller with the same key, and to no one after', async () => {
    const store = earlyRequestStore(
      { '/api/user/profile/': { token: 'k1', response: answer('me') } },
      { now: atStart },
    );
    const taken = store.take('/api/user/profile/', 'k1');
    expect(await (await taken)?.text()).toBe('me');
    expect(store.take('/api/user/profile/', 'k1')).toBeUndefined();
  });

  it('never gives an answer asked with another key, and drops it', () => {
    const store = earlyRequestStore(
      { '/api/user/profile/': { token: 'k1', response: answer('me') } },
      { now: atStart },
    );
    expect(store.take('/api/user/profile/', 'k2')).toBeUndefined();
    expect(store.take('/api/user/profile/', 'k1')).toBeUndefined();
    expect(store.take('/api/user/profile/', null)).toBeUndefined();
  });

  it('gives an answer signed-in-start.js added after the app started (the driver search, once the profile came)', () => {
    const early: Parameters<typeof earlyRequestStore>[0] = {
      '/api/user/profile/': { token: 'k1', response: answer('me') },
    };
    const store = earlyRequestStore(early, { now: atStart });
    const search = answer('loads');
    early['/api/haul/search/?page_size=20'] = { token: 'k1', response: search };
    expect(store.take('/api/haul/search/?page_size=20', 'k1')).toBe(search);
  });

  it('gives no read after a write the answer read before it, even one added after the write', () => {
    const early: Parameters<typeof earlyRequestStore>[0] = {
      '/api/haul/h1/': { token: 'k1', response: answer('load') },
    };
    const onClose = vi.fn();
    const store = earlyRequestStore(early, { now: atStart, onClose });
    store.close();
    expect(onClose).toHaveBeenCalledOnce();
    expect(store.take('/api/haul/h1/', 'k1')).toBeUndefined();
    early['/api/haul/search/?page_size=20'] = { token: 'k1', response: answer('loads') };
    expect(store.take('/api/haul/search/?page_size=20', 'k1')).toBeUndefined();
  });

  it('gives nothing once the first minute is over, a page opened long ago asking afresh', () => {
    let now = 2_000;
    const store = earlyRequestStore({ '/api/haul/h1/': { token: 'k1', response: answer('load') } }, { now: () => now });
    now = EARLY_ANSWER_LIFETIME_MS;
    expect(store.take('/api/haul/h1/', 'k1')).toBeUndefined();
  });

  it('drops every answer when the key changes or the reader signs out, and keeps them for the same key', () => {
    const early = () => ({
      '/api/user/profile/': { token: 'k1', response: answer('me') },
      '/api/haul/h1/': { token: 'k1', response: answer('load') },
    });
    const kept = earlyRequestStore(early(), { now: atStart });
    // The key the address gave (?token=) being stored is no change.
    kept.keepFor('k1');
    expect(kept.take('/api/haul/h1/', 'k1')).toBeDefined();
    for (const next of ['k2', null]) {
      const store = earlyRequestStore(early(), { now: atStart });
      store.keepFor(next);
      expect(store.take('/api/haul/h1/', 'k1')).toBeUndefined();
    }
  });
});
