import { ErrorBoundary } from 'react-error-boundary';
import { Outlet, useLocation } from 'react-router';
import { RouteErrorPage } from './route-error-page';

/**
 * The pages under a layout, with the error page in their place if one fails to render or to load its code; the
 * header and menu stay up. Another address (a link, the back button) tries again, as the router's own error
 * elements did.
 */
export const PageErrorBoundary = () => {
  const location = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteErrorPage} resetKeys={[location.key]}>
      <Outlet />
    </ErrorBoundary>
  );
};
