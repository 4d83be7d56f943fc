import type { RouteObject } from 'react-router';
import { whenIdle } from '../../shared/ui/when-idle';
import { prefetchRoute } from './route-prefetch';

type NetworkInformation = { saveData?: boolean; effectiveType?: string };

/** On a slow or metered connection the bytes are better left to what the visitor asks for. */
const isConnectionRoomy = (): boolean => {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (!connection) return true;
  return !connection.saveData && (connection.effectiveType === undefined || connection.effectiveType === '4g');
};

/**
 * After the page has loaded and the browser is idle, fetches the pages the bottom tabs lead to, so the next tap
 * opens at once even if the signal drops meanwhile. Only on a good connection that is not saving data: on weak rural
 * signal, pages are fetched on intent (link-intent-prefetch.ts) instead, and nothing competes with the page in view.
 */
export const prefetchWhenIdle = (routes: RouteObject[], hrefs: string[]): void => {
  if (!isConnectionRoomy()) return;
  whenIdle(() => {
    for (const href of hrefs) prefetchRoute(routes, href);
  });
};
