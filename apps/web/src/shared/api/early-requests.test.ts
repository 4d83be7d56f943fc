import { describe, expect, it } from 'vitest';
import { earlyRequestStore } from './early-requests';

const answer = (body: string) => Promise.resolve(new Response(body));

describe('earlyRequestStore', () => {
  it('gives a read boot.js started to the first caller with the same key, and to no one after', async () => {
    const store = earlyRequestStore({ '/api/user/profile/': { token: 'k1', response: answer('me') } });
    const taken = store.take('/api/user/profile/', 'k1');
    expect(await (await taken)?.text()).toBe('me');
    expect(store.take('/api/user/profile/', 'k1')).toBeUndefined();
  });

  it('never gives an answer asked with another key, and drops it', () => {
    const store = earlyRequestStore({ '/api/user/profile/': { token: 'k1', response: answer('me') } });
    expect(store.take('/api/user/profile/', 'k2')).toBeUndefined();
    expect(store.take('/api/user/profile/', 'k1')).toBeUndefined();
    expect(store.take('/api/user/profile/', null)).toBeUndefined();
  });

  it('gives nothing once the start is over', () => {
    const store = earlyRequestStore({ '/api/haul/h1/': { token: 'k1', response: answer('load') } });
    store.dropAll();
    expect(store.take('/api/haul/h1/', 'k1')).toBeUndefined();
  });
});
