import type { RouteObject } from 'react-router';
import { whenIdle } from '../../shared/ui/when-idle';
import { prefetchRoute } from './route-prefetch';

type SaveDataConnection = { saveData?: boolean };

/**
 * After the page has loaded and the browser is idle, fetches the pages the bottom tabs lead to, so the next tap
 * opens at once even if the signal drops meanwhile. Skipped when the visitor asked their browser to save data.
 */
export const prefetchWhenIdle = (routes: RouteObject[], hrefs: string[]): void => {
  const connection = (navigator as Navigator & { connection?: SaveDataConnection }).connection;
  if (connection?.saveData) return;
  whenIdle(() => {
    for (const href of hrefs) prefetchRoute(routes, href);
  });
};
