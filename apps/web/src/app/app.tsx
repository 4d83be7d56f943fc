import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { adoptReferralFromUrl } from '../shared/referral/pending-referral';
import { adoptTokenFromUrl } from '../shared/session/session';
import { prefetchOnLinkIntent } from './navigation/link-intent-prefetch';
import { prefetchMatches } from './navigation/route-prefetch';
import { AppProviders } from './providers';
import { createAppRouter, routes } from './router';

// Before the router reads the address, so no screen ever sees a ?token= (spec section 7).
adoptTokenFromUrl();
adoptReferralFromUrl();
const router = createAppRouter();
// All of this address's page chunks at once (a layout and its page, say), rather than each after its parent renders:
// the router has matched the address already, so the routes are not ranked a second time.
prefetchMatches(router.state.matches);
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
      <RouterProvider router={router} />
    </AppProviders>
  );
};
