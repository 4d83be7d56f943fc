import { afterFirstLoad } from '../ui/when-idle';

/** A read public/signed-in-start.js started before the app's scripts, with the session key it sent. */
type EarlyRequest = { token: string; response: Promise<Response> };

/** The early reads by address: each answer is given once, and only for the key it was asked with. */
export const earlyRequestStore = (early: Record<string, EarlyRequest | undefined>) => ({
  take: (url: string, token: string | null): Promise<Response> | undefined => {
    const request = early[url];
    early[url] = undefined;
    return request?.token === token ? request.response : undefined;
  },
  dropAll: () => {
    for (const url in early) early[url] = undefined;
  },
});

const store = earlyRequestStore({ ...(typeof window !== 'undefined' && window.__earlyRequests) });
// The answers are the start's: one not taken by the end of the first load (a profile restored from the saved copy,
// say) is dropped, so no later read is ever given an old answer.
if (typeof window !== 'undefined') void afterFirstLoad().then(store.dropAll);

/**
 * The answer signed-in-start.js already asked for at `url` with the same key, once; undefined otherwise (another key,
 * taken already, the first load over), and the caller asks the server itself.
 */
export const takeEarlyResponse = store.take;
