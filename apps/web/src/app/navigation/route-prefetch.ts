import { isValidElement } from 'react';
import { matchRoutes, type RouteMatch, type RouteObject } from 'react-router';

const isPreloadable = (type: unknown): type is { preload: () => Promise<unknown> } =>
  typeof type === 'object' && type !== null && typeof (type as { preload?: unknown }).preload === 'function';

/**
 * Fetches the page chunks (layouts included) of routes already matched, without rendering anything; settles once
 * each has loaded or failed.
 */
const prefetchMatches = async (matches: Pick<RouteMatch, 'route'>[]): Promise<void> => {
  const loads = matches.flatMap(({ route }) =>
    isValidElement(route.element) && isPreloadable(route.element.type)
      ? [route.element.type.preload().catch(() => undefined)]
      : [],
  );
  await Promise.all(loads);
};

// Matching ranks every route of the app (a few hundred milliseconds on a slow phone), and a hand moving over the
// menu reaches the same few addresses again and again: each is matched once. Job and chat addresses are endless, so
// only the most recently reached ones are kept.
export const REMEMBERED_PATHS = 64;
const matchesByTable = new WeakMap<RouteObject[], Map<string, ReturnType<typeof matchRoutes>>>();

const matchPath = (routes: RouteObject[], pathname: string) => {
  let matchesByPath = matchesByTable.get(routes);
  if (!matchesByPath) {
    matchesByPath = new Map();
    matchesByTable.set(routes, matchesByPath);
  }
  const matches = matchesByPath.has(pathname) ? matchesByPath.get(pathname) : matchRoutes(routes, pathname);
  // A Map keeps insertion order: moving a path to the end on each use makes the first one the least recently used.
  matchesByPath.delete(pathname);
  matchesByPath.set(pathname, matches ?? null);
  if (matchesByPath.size > REMEMBERED_PATHS) matchesByPath.delete(matchesByPath.keys().next().value as string);
  return matches ?? null;
};

/**
 * Fetches the page chunks (layouts included) of the screen an address leads to, without rendering anything; settles
 * once they are in. Other sites, and addresses no route matches, are left alone. A failed fetch is dropped: the visit
 * itself will try again and show the error page if it fails too.
 */
export const prefetchRoute = async (routes: RouteObject[], href: string, current = window.location.href) => {
  const url = new URL(href, current);
  if (url.origin !== new URL(current).origin) return;
  await prefetchMatches(matchPath(routes, url.pathname) ?? []);
};
