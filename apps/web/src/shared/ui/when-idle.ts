import { useEffect, useState } from 'react';

/**
 * Marked when the first load is over and deferred work begins: the size-budget journey
 * (e2e/initial-load-budget.spec.ts) counts the scripts fetched before it.
 */
const FIRST_LOAD_DONE_MARK = 'first-load-done';

/**
 * Runs work that can wait (prefetching, containers nothing shows in yet) once the page has loaded and the browser is
 * idle, so it never competes with the first screen for a weak connection or a slow phone's processor.
 */
export const whenIdle = (task: () => void): void => {
  const run = () => {
    if (performance.getEntriesByName(FIRST_LOAD_DONE_MARK).length === 0) performance.mark(FIRST_LOAD_DONE_MARK);
    task();
  };
  // Safari has no requestIdleCallback; a short timeout after the load event is the usual stand-in.
  const schedule = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(run, { timeout: 5000 }) : setTimeout(run, 1000);
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
};

/**
 * Resolves once the first load is over (at once if it already is): for work the first screen must not wait for or
 * pay for, such as fetching zod to check the first answers (shared/api/lazy-schema.ts).
 */
export const afterFirstLoad = (): Promise<void> =>
  // Outside a page (the unit tests' Node) there is no first load to protect.
  typeof window === 'undefined' || performance.getEntriesByName(FIRST_LOAD_DONE_MARK).length > 0
    ? Promise.resolve()
    : new Promise((resolve) => whenIdle(resolve));

/** False until the page has loaded and the browser is idle (whenIdle), then true. */
export const useIsIdle = (): boolean => {
  const [isIdle, setIdle] = useState(false);
  useEffect(() => whenIdle(() => setIdle(true)), []);
  return isIdle;
};
