import { onTokenChange, readToken } from '../session/session';

/** A read public/signed-in-start.js started before the app's scripts, with the session key it sent. */
type EarlyRequest = { token: string; response: Promise<Response> };
type EarlyRequests = Record<string, EarlyRequest | undefined>;

/**
 * How long an early answer waits for its read, from the page's start: a slow phone's first load (the driver's search
 * was asked for 5-13 s in on Lighthouse's phone), never a visit. Past it, the page asks the server itself.
 */
export const EARLY_ANSWER_LIFETIME_MS = 60_000;

/**
 * The early reads by address: each answer is given once, only for the key it was asked with, and none once the app
 * has written anything (the answers were read before it), the key has changed, or EARLY_ANSWER_LIFETIME_MS has
 * passed. `now`: milliseconds since the page started; `onClose` hears when the answers are dropped for good.
 */
export const earlyRequestStore = (
  early: EarlyRequests,
  { now, onClose = () => undefined }: { now: () => number; onClose?: () => void },
) => {
  // signed-in-start.js asks everything with one key, and its first read (the profile) is there before the app runs.
  const askedWith = Object.values(early).find((request) => request !== undefined)?.token;
  let isOpen = true;
  const close = () => {
    for (const url in early) early[url] = undefined;
    if (!isOpen) return;
    isOpen = false;
    onClose();
  };
  return {
    take: (url: string, token: string | null): Promise<Response> | undefined => {
      if (now() >= EARLY_ANSWER_LIFETIME_MS) close();
      const request = early[url];
      early[url] = undefined;
      return isOpen && request?.token === token ? request.response : undefined;
    },
    /** A write is on its way: every answer read before it may be out of date. */
    close,
    /** The session's key is now `token`: answers asked with another (a sign-out, another account) are dropped. */
    keepFor: (token: string | null) => {
      if (askedWith !== undefined && token !== askedWith) close();
    },
  };
};

const hasWindow = typeof window !== 'undefined';
// The same object signed-in-start.js keeps adding to (the driver's search, once the profile has answered), not a copy.
const store = earlyRequestStore((hasWindow && window.__earlyRequests) || {}, {
  now: () => performance.now(),
  // signed-in-start.js starts nothing more once the app has let go of the early answers.
  onClose: () => {
    if (hasWindow) window.__earlyRequests = undefined;
  },
});
if (hasWindow) {
  // Answers nobody took are let go of, not kept for the visit.
  setTimeout(store.close, Math.max(0, EARLY_ANSWER_LIFETIME_MS - performance.now()));
  onTokenChange(() => store.keepFor(readToken()));
}

/**
 * The answer signed-in-start.js already asked for at `url` with the same key, once; undefined otherwise (another key,
 * taken already, a write sent since, the first minute over), and the caller asks the server itself.
 */
export const takeEarlyResponse = store.take;

/** Called before the first write (a non-GET request): no read after it may be given an answer read before it. */
export const dropEarlyResponses = store.close;
