import type { Language } from '@freight/domain';

/** Every language gets its pages (build/prerender-welcome.ts renders each). */
export { LANGUAGES } from '@freight/domain';

import i18next from 'i18next';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouter } from 'react-router';
import { AppRoutes } from '../app/app-routes';
import { AppProviders } from '../app/providers';
import { startI18n } from '../shared/i18n/i18n';
import { drawPagesSignedIn } from '../shared/session/session';

/** What the build puts into the page for one language (build/prerender-welcome.ts). */
export type PrerenderedWelcome = { html: string; title: string; path: string; reader: 'visitor' | 'signed-in' };

/**
 * The addresses drawn at build time, with the translation of their page title (`usePageTitle`'s words, which it sets
 * once the page runs) and whom they are drawn for: the welcome page (decision 027) and the quote's first step, where
 * `/quote` leads a first visit, as a visitor sees them; the driver's search and a load's page as a signed-in reader's
 * first paint, their profile not yet in (the heading where the page will show it, and the header without its menus'
 * contents). A path may be a route's pattern: the page is then drawn once for every address it matches.
 */
export const PRERENDERED_PAGES = {
  welcome: { path: '/', title: 'welcome:pageTitle', reader: 'visitor' },
  'quote-origin': { path: '/quote/origin', title: 'quoteStart:title', reader: 'visitor' },
  'search-jobs': { path: '/search-jobs', title: 'search:title', reader: 'signed-in' },
  // Drawn once for every load, at its route's pattern: the load's title is written in by public/signed-in-start.js.
  job: { path: '/job/:haulId', title: 'job:title', reader: 'signed-in' },
} as const;

export type PrerenderedPageName = keyof typeof PRERENDERED_PAGES;

const readAll = async (stream: NodeJS.ReadableStream): Promise<string> => {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part));
  return Buffer.concat(parts).toString('utf8');
};

/**
 * A page (the welcome page `/`, the quote's first step) as a first-time visitor's browser draws it first (decision
 * 027): the same providers, routes and pages as main.tsx (`AppRoutes`, under a static router at its address where
 * the browser has its `BrowserRouter`, so the trees match for hydration), i18next started the same way in
 * `language`, no session key (a stand-in key for a signed-in reader's page), an empty query cache, no quote draft.
 * Waits for the lazy pages, so the HTML is the page itself rather than its loading placeholder.
 */
export const renderPage = async (name: PrerenderedPageName, language: Language): Promise<PrerenderedWelcome> => {
  const { path, title: titleKey, reader } = PRERENDERED_PAGES[name];
  if (i18next.isInitialized) await i18next.changeLanguage(language);
  else await startI18n(language);
  drawPagesSignedIn(reader === 'signed-in');
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </StrictMode>,
    // The lazy page inline in its place: a larger boundary would otherwise be sent apart and moved in by an inline
    // script, which the Content-Security-Policy forbids and a reader without JavaScript never runs.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await readAll(prelude);
  // usePageTitle's own words, which it sets once the page runs.
  const title = `${i18next.t(titleKey)} · ${i18next.t('common:appName')}`;
  return { html, title, path, reader };
};
