import { isValidElement } from 'react';
import { matchRoutes, type RouteObject } from 'react-router';

const isPreloadable = (type: unknown): type is { preload: () => Promise<unknown> } =>
  typeof type === 'object' && type !== null && typeof (type as { preload?: unknown }).preload === 'function';

/**
 * Fetches the page chunks (layouts included) of the screen an address leads to, without rendering anything. Other
 * sites, and addresses no route matches, are left alone. A failed fetch is dropped: the visit itself will try again
 * and show the error page if it fails too.
 */
export const prefetchRoute = (routes: RouteObject[], href: string, current = window.location.href): void => {
  const url = new URL(href, current);
  if (url.origin !== new URL(current).origin) return;
  for (const { route } of matchRoutes(routes, url.pathname) ?? []) {
    if (isValidElement(route.element) && isPreloadable(route.element.type)) {
      route.element.type.preload().catch(() => undefined);
    }
  }
};
