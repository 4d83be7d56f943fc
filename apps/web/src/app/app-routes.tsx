import { useLayoutEffect, useRef } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLocation, useRoutes } from 'react-router';
import { endPageTakeOver } from '../shared/i18n/i18n';
import { reportCommittedLocation } from '../shared/navigation/committed-location';
import { routes } from './router';
import { RouteErrorPage } from './routes/route-error-page';

const RoutedScreen = () => useRoutes(routes);

const RootErrorPage = ({ error }: FallbackProps) => (
  <main>
    <RouteErrorPage error={error} />
  </main>
);

/**
 * The screen the address leads to. Declarative routing (`useRoutes` under a `BrowserRouter`), not the data router:
 * no page uses loaders or actions, and the data router added about 18 KB gzipped to every first load (decision 028).
 * A failure outside the pages' own boundaries (the root, a layout) shows the error page alone.
 */
export const AppRoutes = () => {
  const location = useLocation();
  const firstPath = useRef(location.pathname);
  // This runs when the screen for the address is committed, after any wait for its code (navigation is a transition).
  useLayoutEffect(() => {
    reportCommittedLocation(location.pathname);
    // Another page than the server's took its place: nothing of the server's is left to take over.
    if (location.pathname !== firstPath.current) endPageTakeOver();
  }, [location.pathname]);
  return (
    <ErrorBoundary FallbackComponent={RootErrorPage} resetKeys={[location.key]}>
      <RoutedScreen />
    </ErrorBoundary>
  );
};
