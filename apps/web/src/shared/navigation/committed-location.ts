/**
 * The path of the screen on show. Navigations run in a transition (decision 028): the address changes at once, the
 * screen only once the next page's code has loaded. Work that must follow the new screen, not the new address, waits
 * for it here; app/app-routes.tsx reports each screen it commits.
 */
let committedPathname: string | null = null;
const waiting = new Set<{ pathname: string; resolve: () => void }>();

export const reportCommittedLocation = (pathname: string): void => {
  committedPathname = pathname;
  for (const waiter of waiting) {
    if (waiter.pathname !== pathname) continue;
    waiting.delete(waiter);
    waiter.resolve();
  }
};

/** Settles once the screen for `pathname` is on show (at once if it is already). */
export const whenLocationCommitted = (pathname: string): Promise<void> =>
  committedPathname === pathname ? Promise.resolve() : new Promise((resolve) => waiting.add({ pathname, resolve }));
