import { Outlet } from 'react-router';
import { PendingRequestsBar } from '../shared/ui/pending-requests-bar';
import { BackNavigationProvider } from './navigation/back-navigation';
import { ScrollToTop } from './navigation/scroll-to-top';
import { RequestProblemDialogs } from './request-problem-dialogs';

/** What every screen shares whatever its layout: navigation tracking, the request bar and the global dialogs. */
export const RootRoute = () => (
  <BackNavigationProvider>
    <ScrollToTop />
    <PendingRequestsBar />
    <RequestProblemDialogs />
    <Outlet />
  </BackNavigationProvider>
);
