import type { IncomingHttpHeaders } from 'node:http';
import { LANGUAGE_COOKIE, parseAcceptLanguage, pickLanguage, SESSION_HINT_COOKIE } from '@freight/domain';

/**
 * The prerendered pages, each written by the web build in a folder of its own, one file per language
 * (apps/web/build/prerender-welcome.ts): the welcome page and the quote's first step, drawn for a visitor, and the
 * driver's search and a load's page (one for every load), the first paint of a signed-in reader.
 */
export type PrerenderedPage = 'welcome' | 'quote-origin' | 'search-jobs' | 'job';

const SIGNED_IN_PAGES: ReadonlySet<PrerenderedPage> = new Set(['search-jobs', 'job']);

const readCookie = (header: string | undefined, name: string): string | undefined => {
  for (const part of (header ?? '').split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      // A value the browser mangled says nothing.
      return undefined;
    }
  }
  return undefined;
};

/**
 * The prerendered page's file that answers this request (decision 027), or undefined when the plain app shell must:
 * a visitor's page only to a browser holding no session key (one that does gets the shell, as before, rather than a
 * visitor's page it would then redraw), a signed-in reader's page only to one that does, or that brings its key in
 * the address (`keyInAddress`: a link with `?token=`, spec section 7). The language is the app's own rule
 * (`pickLanguage`): the choice the app keeps in a cookie, else Accept-Language (the browser's languages, which the
 * app reads as navigator.languages), else the default.
 */
export const prerenderedPageFile = (
  page: PrerenderedPage,
  headers: IncomingHttpHeaders,
  { keyInAddress = false }: { keyInAddress?: boolean } = {},
): string | undefined => {
  const hasKey = Boolean(readCookie(headers.cookie, SESSION_HINT_COOKIE));
  const isForSignedIn = SIGNED_IN_PAGES.has(page);
  if (isForSignedIn ? !hasKey && !keyInAddress : hasKey) return undefined;
  const language = pickLanguage(
    readCookie(headers.cookie, LANGUAGE_COOKIE),
    parseAcceptLanguage(headers['accept-language']),
  );
  return `${page}/${language}.html`;
};
