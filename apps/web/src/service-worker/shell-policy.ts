/** The page the worker falls back on with no network: the app's own, which starts from the files precached with it. */
export const OFFLINE_SHELL_URL = '/index.html';

/**
 * How long a page request may go unanswered before the saved app is shown instead. Long enough that a slow but
 * working connection still gets the newest page, short enough that a driver in a dead zone is not left staring.
 */
export const SHELL_WAIT_MS = 8_000;

/**
 * Paths that are never the app: the API (its own errors, its docs) and the server's development tools. A navigation
 * to one of them goes to the network as if there were no worker.
 */
export const servedByTheServerOnly: RegExp[] = [/^\/api(\/|$|\?)/, /^\/dev(\/|$|\?)/];

/** The message workbox-window's `messageSkipWaiting()` posts when the reader chooses to reload into the new version. */
export const isUpdateRequest = (data: unknown): boolean =>
  typeof data === 'object' && data !== null && (data as { type?: unknown }).type === 'SKIP_WAITING';
