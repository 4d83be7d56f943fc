import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../../../shared/navigation/paths';
import { useSession } from '../../../shared/session/session-provider';
import { PageLoader } from '../../../shared/ui/page-loader';

/** Wraps the routes that need a registered account: others go to the login page, and come back after it. */
export const RequireRegistered = () => {
  const { status } = useSession();
  const { pathname, search, hash } = useLocation();
  if (status === 'pending') return <PageLoader />;
  if (status !== 'registered') {
    return <Navigate to={paths.login.getHref({ next: `${pathname}${search}${hash}` })} replace />;
  }
  return <Outlet />;
};
