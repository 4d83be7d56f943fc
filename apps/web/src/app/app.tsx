import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { adoptReferralFromUrl } from '../shared/referral/pending-referral';
import { adoptTokenFromUrl } from '../shared/session/session';
import { AppRoutes } from './app-routes';
import { prefetchOnLinkIntent } from './navigation/link-intent-prefetch';
import { prefetchRoute } from './navigation/route-prefetch';
import { AppProviders } from './providers';
import { routes } from './router';

// Before the router reads the address, so no screen ever sees a ?token= (spec section 7).
adoptTokenFromUrl();
adoptReferralFromUrl();
/**
 * All of this address's page chunks at once (a layout and its page, say), rather than each after its parent renders;
 * settles once they are in (or failed). In a task of its own: matching the address against every route was 150 ms of
 * the slowed start's one long task, and the first render waits for the language's chunk anyway.
 */
export const addressPagesLoaded = new Promise<void>((resolve) => {
  setTimeout(() => resolve(prefetchRoute(routes, window.location.href)), 0);
});
// Issue 22: nothing else is fetched ahead "once idle" (the tabs' pages, the later translations, Mantine's stylesheet).
// The service worker keeps every file (decision 017), so on a phone that only cost main-thread time; a page that needs
// them asks for them, and a hand reaching for a link fetches its page with them (decision 026).
prefetchOnLinkIntent(routes);

export const App = () => {
  // Hands over from the inline loading page in index.html once React has committed its first screen.
  useEffect(() => {
    window.__bootMounted?.();
  }, []);

  return (
    <AppProviders>
      {/* History-mode URLs: the server answers every non-API path with index.html. */}
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
};
