import { type KeyResponse, PROFILE_LOAD_RETRIES } from '@freight/domain';
import type { QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from '../api/api-request-error';
import { clearToken, readToken } from './session';
import { createVisitorAccount, logoutRequest } from './user-api';

/** No response at all: the connection dialog is already up, and a new account would fail the same way. */
export const isNetworkFailure = (error: unknown): boolean => error instanceof ApiRequestError && error.status === 0;

type RecoveryOptions = {
  queryClient: QueryClient;
  /** The key whose profile could not be loaded. */
  failedToken: string;
  startSession: (response: KeyResponse) => void;
};

let attemptsLeft = PROFILE_LOAD_RETRIES;
let running: Promise<void> | null = null;

/** A profile that loaded proves the session works, so later trouble gets the full number of attempts again. */
export const resetRecoveryAttempts = (): void => {
  attemptsLeft = PROFILE_LOAD_RETRIES;
};

const replaceSession = async ({ queryClient, failedToken, startSession }: RecoveryOptions): Promise<void> => {
  // Someone logged in or out meanwhile: that newer session is not ours to end.
  if (readToken() !== failedToken) return;
  clearToken();
  queryClient.clear();
  // Best effort: the key may already be unknown to the server (that is often why the profile failed).
  logoutRequest(failedToken).catch(() => undefined);
  while (attemptsLeft > 0) {
    attemptsLeft -= 1;
    try {
      startSession(await createVisitorAccount());
      return;
    } catch (error) {
      if (isNetworkFailure(error)) return;
    }
  }
  // Out of attempts: the app carries on as a plain visitor, without bothering the user (spec section 4).
};

/**
 * Spec section 4: when the profile cannot be loaded, log out and start over as a new temporary account, at most
 * PROFILE_LOAD_RETRIES times in a row. Concurrent triggers (several requests failing together) share one run.
 */
export const recoverSession = (options: RecoveryOptions): Promise<void> => {
  running ??= replaceSession(options).finally(() => {
    running = null;
  });
  return running;
};
