/**
 * The path of the screen on show. Navigations run in a transition (decision 028): the address changes at once, the
 * screen only once the next page's code has loaded. Work that must follow the new screen, not the new address, waits
 * for it here; app/app-routes.tsx reports each screen it commits.
 */
let committedPathname: string | null = null;
const waiting = new Set<() => void>();

export const reportCommittedLocation = (pathname: string): void => {
  committedPathname = pathname;
  for (const resolve of waiting) resolve();
  waiting.clear();
};

/**
 * Settles once the screen the reader moved to is on show: the one for `pathname` (at once if it already is), or
 * whichever screen comes first, because a reader who taps another link before `pathname`'s code has loaded never
 * sees `pathname`'s screen, and waiting for it would wait for ever.
 */
export const whenLocationCommitted = (pathname: string): Promise<void> =>
  committedPathname === pathname ? Promise.resolve() : new Promise((resolve) => waiting.add(resolve));
