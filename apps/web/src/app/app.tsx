import { useEffect } from 'react';
import { RouterProvider } from 'react-router/dom';
import { loadLaterTranslations } from '../shared/i18n/i18n';
import { adoptReferralFromUrl } from '../shared/referral/pending-referral';
import { adoptTokenFromUrl } from '../shared/session/session';
import { loadMantineStyles } from '../shared/ui/mantine-styles';
import { whenIdle } from '../shared/ui/when-idle';
import { TABS } from './layouts/nav-items';
import { prefetchWhenIdle } from './navigation/idle-prefetch';
import { prefetchOnLinkIntent } from './navigation/link-intent-prefetch';
import { prefetchRoute } from './navigation/route-prefetch';
import { AppProviders } from './providers';
import { createAppRouter, routes } from './router';

// Before the router reads the address, so no screen ever sees a ?token= (spec section 7).
adoptTokenFromUrl();
adoptReferralFromUrl();
const router = createAppRouter();
// All of this address's page chunks at once (a layout and its page, say), rather than each after its parent renders.
prefetchRoute(routes, window.location.href);
prefetchOnLinkIntent(routes);

export const App = () => {
  // Hands over from the inline loading page in index.html once React has committed its first screen.
  useEffect(() => {
    window.__bootMounted?.();
    // The translations no first screen needs, before any page that does is opened.
    whenIdle(() => void loadLaterTranslations());
    // Mantine's stylesheet, before any page drawing a Mantine component is opened (decision 024).
    whenIdle(() => void loadMantineStyles());
    prefetchWhenIdle(
      routes,
      TABS.map((tab) => tab.href),
    );
  }, []);

  return (
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  );
};
