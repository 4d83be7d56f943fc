import type { RouteObject } from 'react-router';
import { prefetchRoute } from './route-prefetch';

const linkHref = (target: EventTarget | null): string | null => {
  const link = target instanceof Element ? target.closest('a[href]') : null;
  return link?.getAttribute('href') ?? null;
};

/**
 * Issue 22: a page's chunk starts downloading as soon as a link to it is pointed at, focused or touched, which on
 * a weak signal is a few hundred milliseconds before the click. One listener on the document serves every link,
 * those added later included. Returns the function that removes the listeners.
 */
export const prefetchOnLinkIntent = (routes: RouteObject[]): (() => void) => {
  const onIntent = (event: Event) => {
    const href = linkHref(event.target);
    if (href) void prefetchRoute(routes, href);
  };
  const events = ['pointerover', 'focusin', 'touchstart'] as const;
  for (const type of events) document.addEventListener(type, onIntent, { passive: true, capture: true });
  return () => {
    for (const type of events) document.removeEventListener(type, onIntent, { capture: true });
  };
};
