import type { RouteObject } from 'react-router';
import { prefetchRoute } from './route-prefetch';

/** Set when the first load is over and prefetching begins: the size-budget journey counts the scripts before it. */
const IDLE_PREFETCH_MARK = 'idle-prefetch';

type SaveDataConnection = { saveData?: boolean };

/**
 * After the page has loaded and the browser is idle, fetches the pages the bottom tabs lead to, so the next tap
 * opens at once even if the signal drops meanwhile. Skipped when the visitor asked their browser to save data.
 */
export const prefetchWhenIdle = (routes: RouteObject[], hrefs: string[]): void => {
  const connection = (navigator as Navigator & { connection?: SaveDataConnection }).connection;
  if (connection?.saveData) return;
  const start = () => {
    performance.mark(IDLE_PREFETCH_MARK);
    for (const href of hrefs) prefetchRoute(routes, href);
  };
  // Safari has no requestIdleCallback; a short timeout after the load event is the usual stand-in.
  const whenIdle = () =>
    'requestIdleCallback' in window ? window.requestIdleCallback(start, { timeout: 5000 }) : setTimeout(start, 1000);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
};
