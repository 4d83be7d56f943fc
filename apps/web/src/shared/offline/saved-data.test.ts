import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearToken, writeToken } from '../session/session';
import { memoryStorage } from './memory-storage.test-support';
import {
  forgetSavedData,
  keepListedHauls,
  keepSavingData,
  newestSavedAt,
  ownerOf,
  restoreSavedData,
} from './saved-data';

const LOAD = { id: 'h1', status: 'confirmed', pickup: '12 Main St, Regina' };

const clientWithLoad = () => {
  const client = new QueryClient();
  client.setQueryData(['haul', 'h1'], LOAD);
  client.setQueryData(['picture-file', '/api/picture/1'], 'blob:http://x/1');
  return client;
};

/** Saves through the real subscription: the write is bunched a second after the change. */
const saveNow = async (client: QueryClient) => {
  const stop = keepSavingData(client);
  client.setQueryData(['hauls', 'active', 1], { count: 1, results: [LOAD] });
  await vi.runOnlyPendingTimersAsync();
  stop();
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('localStorage', memoryStorage());
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('saved data', () => {
  it('gives the same account its loads back after a restart, without picture files', async () => {
    writeToken('driver-key');
    await saveNow(clientWithLoad());

    const restarted = new QueryClient();
    expect(restoreSavedData(restarted)).toBe(true);
    expect(restarted.getQueryData(['haul', 'h1'])).toEqual(LOAD);
    expect(restarted.getQueryData(['picture-file', '/api/picture/1'])).toBeUndefined();
    expect(newestSavedAt(restarted)).toBeGreaterThan(0);
    // Shown, never taken for fresh: the screen asks the server again when it mounts.
    expect(restarted.getQueryState(['haul', 'h1'])?.isInvalidated).toBe(true);
  });

  it('never shows one account what another saved, and removes it', async () => {
    writeToken('driver-key');
    await saveNow(clientWithLoad());
    writeToken('other-account-key');

    const restarted = new QueryClient();
    expect(restoreSavedData(restarted)).toBe(false);
    expect(restarted.getQueryData(['haul', 'h1'])).toBeUndefined();
    expect(localStorage.getItem('saved-data')).toBeNull();
  });

  it('keeps nothing once logged out', async () => {
    writeToken('driver-key');
    await saveNow(clientWithLoad());
    clearToken();
    const client = clientWithLoad();
    await saveNow(client);
    expect(localStorage.getItem('saved-data')).toBeNull();
  });

  it('drops data older than a week', async () => {
    writeToken('driver-key');
    await saveNow(clientWithLoad());
    const eightDaysLater = Date.now() + 8 * 24 * 60 * 60 * 1000;
    expect(restoreSavedData(new QueryClient(), eightDaysLater)).toBe(false);
  });

  it('forgets on request', async () => {
    writeToken('driver-key');
    await saveNow(clientWithLoad());
    forgetSavedData();
    expect(restoreSavedData(new QueryClient())).toBe(false);
  });

  it('tells accounts apart by a hash that does not contain the key', () => {
    expect(ownerOf('driver-key')).toBe(ownerOf('driver-key'));
    expect(ownerOf('driver-key')).not.toBe(ownerOf('driver-kez'));
    expect(ownerOf('driver-key')).not.toContain('driver');
  });
});

describe('loads from a list', () => {
  const listed = (client: QueryClient, results: { id: string; status: string }[]) => {
    client.setQueryData(['hauls', 'active', 1], { count: results.length, results });
    const list = client.getQueryCache().find({ queryKey: ['hauls', 'active', 1] });
    if (list) keepListedHauls(client, list);
  };

  it('stores each load on the road as its own answer, so the job opens offline', () => {
    const client = new QueryClient();
    listed(client, [
      { id: 'h1', status: 'confirmed' },
      { id: 'h2', status: 'picked_up' },
      { id: 'h3', status: 'completed' },
      { id: 'h4', status: 'posted' },
    ]);
    expect(client.getQueryData(['haul', 'h1'])).toEqual({ id: 'h1', status: 'confirmed' });
    expect(client.getQueryData(['haul', 'h2'])).toEqual({ id: 'h2', status: 'picked_up' });
    expect(client.getQueryData(['haul', 'h3'])).toBeUndefined();
    expect(client.getQueryData(['haul', 'h4'])).toBeUndefined();
  });

  it('never replaces a newer answer of the load itself', () => {
    const client = new QueryClient();
    listed(client, [{ id: 'h1', status: 'confirmed' }]);
    vi.advanceTimersByTime(1000);
    client.setQueryData(['haul', 'h1'], { id: 'h1', status: 'picked_up' });
    const list = client.getQueryCache().find({ queryKey: ['hauls', 'active', 1] });
    if (list) keepListedHauls(client, list);
    expect(client.getQueryData(['haul', 'h1'])).toEqual({ id: 'h1', status: 'picked_up' });
  });
});
