import { Outlet } from 'react-router';
import { AnalyticsLoader } from '../shared/analytics/analytics-loader';
import { ConsentBanner } from '../shared/analytics/consent-banner';
import { PendingRequestsBar } from '../shared/ui/pending-requests-bar';
import { ScrollToTop } from './navigation/scroll-to-top';
import { RequestProblemDialogs } from './request-problem-dialogs';

/**
 * What every screen shares whatever its layout: scrolling to the top on a new screen, the request bar, the global
 * dialogs, and the consented trackers with the banner that asks for consent.
 */
export const RootRoute = () => (
  <>
    <ScrollToTop />
    <PendingRequestsBar />
    <RequestProblemDialogs />
    <Outlet />
    <AnalyticsLoader />
    <ConsentBanner />
  </>
);
