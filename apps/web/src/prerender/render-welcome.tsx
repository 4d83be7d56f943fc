import type { Language } from '@freight/domain';

/** Every language gets its page (build/prerender-welcome.ts renders each). */
export { LANGUAGES } from '@freight/domain';

import i18next from 'i18next';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { AppProviders } from '../app/providers';
import { routes } from '../app/router';
import { startI18n } from '../shared/i18n/i18n';

/** What the build puts into the page for one language (build/prerender-welcome.ts). */
export type PrerenderedWelcome = { html: string; title: string };

const readAll = async (stream: NodeJS.ReadableStream): Promise<string> => {
  const parts: Buffer[] = [];
  for await (const part of stream) parts.push(Buffer.from(part));
  return Buffer.concat(parts).toString('utf8');
};

/**
 * The welcome page `/` as a first-time visitor's browser draws it first (decision 027): the same providers, router
 * and pages as main.tsx, i18next started the same way in `language`, no session key, an empty query cache. Waits for
 * the lazy page, so the HTML is the page itself rather than its loading placeholder. The router's hydration data is
 * left out (`hydrate={false}`): there are no loaders, and an inline script would break the Content-Security-Policy.
 */
export const renderWelcome = async (language: Language): Promise<PrerenderedWelcome> => {
  if (i18next.isInitialized) await i18next.changeLanguage(language);
  else await startI18n(language);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request('http://localhost/'));
  if (context instanceof Response) throw new Error(`The welcome route answered ${context.status}, not a page.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <AppProviders>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
    // The lazy page inline in its place: a larger boundary would otherwise be sent apart and moved in by an inline
    // script, which the Content-Security-Policy forbids and a reader without JavaScript never runs.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const html = await readAll(prelude);
  // usePageTitle's own words, which it sets once the page runs.
  const title = `${i18next.t('welcome:pageTitle')} · ${i18next.t('common:appName')}`;
  return { html, title };
};
