import { PROFILE_LOAD_RETRIES, UserSchema } from '@freight/domain';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recoverSession, resetRecoveryAttempts } from './profile-recovery';
import { readToken, writeToken } from './session';

// Parsed, so a change to the wire user fails here by name instead of as a silent retry loop.
const TEMP_USER = UserSchema.parse({
  id: 'u-temp',
  name: '',
  email: null,
  telephone: null,
  status: 'temporary',
  email_confirmed: false,
  accepted_terms: false,
  is_staff: false,
  driver: null,
  unit_choice: 'metric',
  currency_choice: 'cad',
  language_choice: 'en-us',
  recieve_email: true,
  recieve_sms: true,
  recieve_app_notification: true,
  member_since: '2026-01-01T00:00:00.000Z',
  original_referral_website: null,
  picture: null,
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

const serverError = () => json(500, { detail: 'Broken.', code: 'internal_error' });

/** Answers logout with 401 (the key is gone) and temporary accounts with `createAccount`. */
const stubApi = (createAccount: () => Promise<Response>) => {
  const fetchMock = vi.fn(async (url: string) =>
    url.endsWith('/auth/logout/') ? json(401, { detail: 'Gone.', code: 'unauthenticated' }) : createAccount(),
  );
  vi.stubGlobal('fetch', fetchMock);
  return () => fetchMock.mock.calls.filter(([url]) => url.endsWith('/user/create_temp_account/')).length;
};

const recover = () => {
  const startSession = vi.fn();
  const done = recoverSession({ queryClient: new QueryClient(), failedToken: 'old-key', startSession });
  return { startSession, done };
};

beforeEach(() => {
  const stored = new Map<string, string>();
  vi.stubGlobal('localStorage', {
    getItem: (key: string) => stored.get(key) ?? null,
    setItem: (key: string, value: string) => stored.set(key, value),
    removeItem: (key: string) => stored.delete(key),
  });
  vi.stubGlobal('navigator', { language: 'en-CA' });
  vi.stubGlobal('document', { referrer: '' });
  resetRecoveryAttempts();
  writeToken('old-key');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('recoverSession (spec section 4: a profile that cannot be loaded)', () => {
  it('logs out and carries on as a new temporary account', async () => {
    const createCount = stubApi(async () => json(201, { key: 'new-key', user: TEMP_USER }));
    const { startSession, done } = recover();
    await done;
    expect(createCount()).toBe(1);
    expect(startSession).toHaveBeenCalledWith({ key: 'new-key', user: TEMP_USER });
    // The old key is gone; starting the new session is the caller's (it writes the key and the profile together).
    expect(readToken()).toBeNull();
  });

  it(`tries ${PROFILE_LOAD_RETRIES} times, then gives up quietly as a plain visitor`, async () => {
    const createCount = stubApi(async () => serverError());
    const { startSession, done } = recover();
    await expect(done).resolves.toBeUndefined();
    expect(createCount()).toBe(PROFILE_LOAD_RETRIES);
    expect(startSession).not.toHaveBeenCalled();

    writeToken('old-key');
    await recover().done;
    expect(createCount()).toBe(PROFILE_LOAD_RETRIES);
  });

  it('stops at once when there is no network at all', async () => {
    const createCount = stubApi(async () => {
      throw new TypeError('Failed to fetch');
    });
    await recover().done;
    expect(createCount()).toBe(1);
  });

  it('leaves a session alone that replaced the failed one meanwhile', async () => {
    const createCount = stubApi(async () => json(201, { key: 'new-key', user: TEMP_USER }));
    writeToken('someone-else');
    await recover().done;
    expect(createCount()).toBe(0);
    expect(readToken()).toBe('someone-else');
  });
});
