import { useSyncExternalStore } from 'react';
import { hintSession } from '../server-hints/server-hints';

/**
 * The only place that knows where the session key lives: localStorage 'token' (spec section 7). Everything else
 * asks this module for the key, or reacts to it through `useToken`.
 */
const TOKEN_KEY = 'token';
const TOKEN_QUERY_PARAMETER = 'token';

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export const readToken = (): string | null => {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    // Blocked storage means no stored session, not a crash.
    return null;
  }
};

export const writeToken = (token: string): void => {
  try {
    localStorage.setItem(TOKEN_KEY, token);
  } catch {
    // Without storage the session lasts until the page closes; nothing better is possible.
  }
  hintSession(true);
  notify();
};

export const clearToken = (): void => {
  try {
    localStorage.removeItem(TOKEN_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
  hintSession(false);
  notify();
};

// Our own writes notify directly; the storage event covers another tab logging in or out.
const subscribe = (onChange: () => void) => {
  listeners.add(onChange);
  window.addEventListener('storage', onChange);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onChange);
  };
};

/**
 * The key a page drawn at build time is drawn with (src/prerender, decision 027): none for a visitor's page, a stand-in
 * for a signed-in reader's first paint, whose markup depends only on there being a key. The browser never hydrates a
 * signed-in page (main.tsx draws it anew), so its own first render always reads the stored key.
 */
let drawnKey: string | null = null;
export const drawPagesSignedIn = (isSignedIn: boolean): void => {
  drawnKey = isSignedIn ? 'drawn-at-build-time' : null;
};

export const useToken = (): string | null => useSyncExternalStore(subscribe, readToken, () => drawnKey);

const neverChanges = () => () => undefined;
/**
 * Whether this render is a signed-in reader's first paint drawn at build time: a page marks there what
 * public/signed-in-start.js may fill in before the app runs (the job page's title). The browser's own renders never
 * are, so no mark outlives the server's markup.
 */
export const useIsDrawnSignedInAtBuildTime = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => false,
    () => drawnKey !== null,
  );

/** Calls `onChange` whenever the key may have changed (this tab's login or logout, or another tab's); returns a stop. */
export const onTokenChange = subscribe;

/** Splits a `?token=` off an address: the key to keep, and the same address without it. */
export const splitTokenFromUrl = (href: string): { token: string; cleanHref: string } | null => {
  const url = new URL(href);
  const token = url.searchParams.get(TOKEN_QUERY_PARAMETER);
  if (!token) return null;
  url.searchParams.delete(TOKEN_QUERY_PARAMETER);
  return { token, cleanHref: `${url.pathname}${url.search}${url.hash}` };
};

/**
 * A key arriving in the address (spec section 7, e.g. a link from an email) becomes the session, and leaves the
 * address so it is not bookmarked or shared. Runs before the router starts, so no screen ever sees it.
 */
export const adoptTokenFromUrl = (): void => {
  const found = splitTokenFromUrl(window.location.href);
  if (!found) {
    // The server's hint follows the stored key, including one kept from before the hint existed (decision 027).
    hintSession(readToken() !== null);
    return;
  }
  writeToken(found.token);
  window.history.replaceState(window.history.state, '', found.cleanHref);
};

type UnauthorizedListener = (sentToken: string) => void;
const unauthorizedListeners = new Set<UnauthorizedListener>();

/** The API answered 401 to a request carrying `sentToken`: that key no longer works (logged out elsewhere). */
export const reportUnauthorized = (sentToken: string): void => {
  for (const listener of unauthorizedListeners) listener(sentToken);
};

export const onUnauthorized = (listener: UnauthorizedListener): (() => void) => {
  unauthorizedListeners.add(listener);
  return () => {
    unauthorizedListeners.delete(listener);
  };
};
