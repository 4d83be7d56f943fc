import { UserSchema } from '@freight/domain';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

// Parsed, so a change to the wire user fails here by name.
const USER = UserSchema.parse({
  id: 'u-1',
  name: 'Ana',
  email: 'ana@example.com',
  telephone: null,
  status: 'verified',
  email_confirmed: true,
  accepted_terms: true,
  is_staff: false,
  driver: null,
  unit_choice: 'metric',
  currency_choice: 'cad',
  language_choice: 'fr',
  recieve_email: true,
  recieve_sms: true,
  recieve_app_notification: true,
  member_since: '2026-01-01T00:00:00.000Z',
  original_referral_website: null,
  picture: null,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/** The module afresh (no save's code fetched yet), with the TanStack Query instance it uses. */
const load = async () => {
  vi.resetModules();
  const [save, query, userApi] = await Promise.all([
    import('./profile-save'),
    import('@tanstack/react-query'),
    import('./user-api'),
  ]);
  return { ...save, ...query, ...userApi };
};

/** Lets every pending promise and timer of the save run, without the signal coming back. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

const patches = (fetchMock: ReturnType<typeof vi.fn>) =>
  fetchMock.mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.method === 'PATCH');

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async () => json(200, USER));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('localStorage', { getItem: () => 'key', setItem: () => undefined, removeItem: () => undefined });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('saveProfileChanges (the first load saving to the profile without the mutation code)', () => {
  it('saves and puts the answer where every screen reads the profile', async () => {
    const { saveProfileChanges, QueryClient, onlineManager, readCachedProfile } = await load();
    onlineManager.setOnline(true);
    const queryClient = new QueryClient();
    await expect(
      saveProfileChanges(queryClient, { userId: 'u-1', changes: { language_choice: 'fr' } }),
    ).resolves.toEqual(USER);
    expect(patches(fetchMock)).toHaveLength(1);
    expect(String(patches(fetchMock)[0]?.[0])).toContain('/user/u-1/');
    expect(readCachedProfile(queryClient, 'key')).toEqual(USER);
  });

  it('made offline before its code was fetched, waits for the signal and then saves', async () => {
    const { saveProfileChanges, QueryClient, onlineManager } = await load();
    onlineManager.setOnline(false);
    const queryClient = new QueryClient();
    queryClient.mount();
    const saved = saveProfileChanges(queryClient, { userId: 'u-1', changes: { language_choice: 'fr' } });
    await settle();
    expect(patches(fetchMock)).toHaveLength(0);
    // Not even a paused mutation: its code is not asked for without a signal, where the fetch would fail.
    expect(queryClient.getMutationCache().getAll()).toEqual([]);
    onlineManager.setOnline(true);
    await expect(saved).resolves.toEqual(USER);
    expect(patches(fetchMock)).toHaveLength(1);
  });

  it('made offline with its code at hand, waits for the signal as a mutation and then saves', async () => {
    const { saveProfileChanges, prefetchProfileSave, QueryClient, onlineManager } = await load();
    onlineManager.setOnline(true);
    prefetchProfileSave();
    await settle();
    onlineManager.setOnline(false);
    const queryClient = new QueryClient();
    // As QueryClientProvider does: a mounted client resumes paused mutations when the signal returns.
    queryClient.mount();
    const saved = saveProfileChanges(queryClient, { userId: 'u-1', changes: { language_choice: 'fr' } });
    await settle();
    expect(patches(fetchMock)).toHaveLength(0);
    expect(
      queryClient
        .getMutationCache()
        .getAll()
        .map((mutation) => mutation.state.isPaused),
    ).toEqual([true]);
    onlineManager.setOnline(true);
    await expect(saved).resolves.toEqual(USER);
    expect(patches(fetchMock)).toHaveLength(1);
  });
});
