import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePublicConfig } from '../api/public-config-api';
import { useConsent } from './consent';
import { trackersToLoad } from './trackers';
import { loadTracker, trackPageView } from './vendor-adapters';

/**
 * Syncs the page with the trackers the server configured and the visitor consented to: adds their scripts once
 * both are true, and reports route changes to them. Renders nothing.
 */
export const AnalyticsLoader = () => {
  const { data: config } = usePublicConfig();
  const consent = useConsent();
  const { pathname } = useLocation();
  const analytics = config?.analytics;
  const hasTrackers = trackersToLoad(analytics, consent).length > 0;

  useEffect(() => {
    for (const tracker of trackersToLoad(analytics, consent)) loadTracker(tracker);
  }, [analytics, consent]);

  useEffect(() => {
    if (hasTrackers) trackPageView(pathname);
  }, [pathname, hasTrackers]);

  return null;
};
