import { useSyncExternalStore } from 'react';

const neverChanges = () => () => undefined;

/**
 * True while React takes the server's markup over (and when the server draws the page), false in every other render;
 * React renders again at once with false after taking over. The server draws with an empty cache (decision 027): a
 * part showing a query's answer must draw what the server drew until then, or an answer that came before the page's
 * code (the office phones, on a slow link) makes React throw the server's markup away and report a mismatch.
 */
export const useIsTakingOver = (): boolean =>
  useSyncExternalStore(
    neverChanges,
    () => false,
    () => true,
  );
