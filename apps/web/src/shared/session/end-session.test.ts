import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// What happened, in order, and the key stored at each step.
const steps: string[] = [];
const stored = new Map<string, string>();
const storedKey = () => stored.get('token') ?? 'none';

vi.mock('../push/device-push', () => ({
  unsubscribeThisDevice: async () => {
    steps.push(`push unsubscribed (stored key: ${storedKey()})`);
    return 'https://push.example/endpoint';
  },
}));
vi.mock('../push/push-api', () => ({
  forgetDeviceSubscription: async (endpoint: string, key: string) => {
    steps.push(`server forgets ${endpoint} for ${key}`);
  },
}));
vi.mock('./user-api', () => ({
  logoutRequest: async (key: string) => {
    steps.push(`server logs out ${key}`);
  },
}));

const { endSession } = await import('./end-session');

beforeEach(() => {
  steps.length = 0;
  stored.clear();
  stored.set('token', 'k3y');
  vi.stubGlobal('localStorage', {
    getItem: (name: string) => stored.get(name) ?? null,
    setItem: (name: string, value: string) => stored.set(name, value),
    removeItem: (name: string) => stored.delete(name),
  });
  vi.stubGlobal('document', { cookie: '' });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('endSession', () => {
  it('drops the key and the cached answers before fetching the push code, then ends the session everywhere', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(['session', 'k3y'], { name: 'Ana' });
    const ending = endSession(queryClient);
    // At once, before anything is fetched: a reload now finds no session.
    expect(storedKey()).toBe('none');
    expect(queryClient.getQueryData(['session', 'k3y'])).toBeUndefined();
    await ending;
    expect(steps).toEqual([
      'push unsubscribed (stored key: none)',
      'server forgets https://push.example/endpoint for k3y',
      'server logs out k3y',
    ]);
  });

  it('still logs out on the server when the push code cannot be fetched', async () => {
    vi.resetModules();
    vi.doMock('../push/device-push', () => {
      throw new Error('the push code did not arrive');
    });
    const { endSession: endWithoutPushCode } = await import('./end-session');
    await endWithoutPushCode(new QueryClient());
    expect(storedKey()).toBe('none');
    expect(steps).toEqual(['server logs out k3y']);
  });
});
