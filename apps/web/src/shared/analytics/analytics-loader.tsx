import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { usePublicConfig } from '../api/public-config-api';
import { useConsent } from './consent';
import { trackersToLoad } from './trackers';
import { loadVendorAdapters } from './vendor-adapters-on-demand';

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

  // Both wait for the same fetch of the adapters, so the trackers are added before the page view reaches them.
  useEffect(() => {
    const trackers = trackersToLoad(analytics, consent);
    if (trackers.length === 0) return;
    void loadVendorAdapters().then(({ loadTracker }) => {
      for (const tracker of trackers) loadTracker(tracker);
    });
  }, [analytics, consent]);

  useEffect(() => {
    if (hasTrackers) void loadVendorAdapters().then(({ trackPageView }) => trackPageView(pathname));
  }, [pathname, hasTrackers]);

  return null;
};
