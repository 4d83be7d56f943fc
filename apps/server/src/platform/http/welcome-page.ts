import type { IncomingHttpHeaders } from 'node:http';
import { LANGUAGE_COOKIE, parseAcceptLanguage, pickLanguage, SESSION_HINT_COOKIE } from '@freight/domain';

/**
 * The prerendered pages, each written by the web build in a folder of its own, one file per language
 * (apps/web/build/prerender-welcome.ts): the welcome page, and the quote's first step.
 */
export type PrerenderedPage = 'welcome' | 'quote-origin';

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
 * a browser holding a session key gets the shell, as before, rather than a visitor's page it would then redraw. The
 * language is the app's own rule (`pickLanguage`): the choice the app keeps in a cookie, else Accept-Language (the
 * browser's languages, which the app reads as navigator.languages), else the default.
 */
export const prerenderedPageFile = (page: PrerenderedPage, headers: IncomingHttpHeaders): string | undefined => {
  if (readCookie(headers.cookie, SESSION_HINT_COOKIE)) return undefined;
  const language = pickLanguage(
    readCookie(headers.cookie, LANGUAGE_COOKIE),
    parseAcceptLanguage(headers['accept-language']),
  );
  return `${page}/${language}.html`;
};
