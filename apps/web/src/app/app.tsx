import { useEffect } from 'react';
import { BrowserRouter } from 'react-router';
import { loadLaterTranslations } from '../shared/i18n/i18n';
import { adoptReferralFromUrl } from '../shared/referral/pending-referral';
import { adoptTokenFromUrl } from '../shared/session/session';
import { loadMantineStyles } from '../shared/ui/mantine-styles';
import { whenIdle } from '../shared/ui/when-idle';
import { AppRoutes } from './app-routes';
import { TABS } from './layouts/nav-items';
import { prefetchWhenIdle } from './navigation/idle-prefetch';
import { prefetchOnLinkIntent } from './navigation/link-intent-prefetch';
import { prefetchRoute } from './navigation/route-prefetch';
import { AppProviders } from './providers';
import { routes } from './router';

// Before the router reads the address, so no screen ever sees a ?token= (spec section 7).
adoptTokenFromUrl();
adoptReferralFromUrl();
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
      {/* History-mode URLs: the server answers every non-API path with index.html. */}
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
};
