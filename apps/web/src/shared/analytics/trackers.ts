import type { AnalyticsConfig } from '@freight/domain';
import type { TrackingConsent } from './consent';

export type TrackerKind = 'adPixel' | 'webAnalytics' | 'uxRecording';

export type TrackerToLoad = { kind: TrackerKind; id: string };

/**
 * Which vendor scripts may be on the page: only those configured on the server, and none at all before the visitor
 * granted consent. With nothing configured the answer is empty whatever the consent.
 */
export const trackersToLoad = (config: AnalyticsConfig | undefined, consent: TrackingConsent): TrackerToLoad[] => {
  if (!config || consent !== 'granted') return [];
  const configured: [TrackerKind, string | null][] = [
    ['adPixel', config.metaPixelId],
    ['webAnalytics', config.ga4MeasurementId],
    ['uxRecording', config.hotjarSiteId],
  ];
  return configured.flatMap(([kind, id]) => (id ? [{ kind, id }] : []));
};

export const hasAnyTracker = (config: AnalyticsConfig | undefined): boolean =>
  Boolean(config && (config.metaPixelId || config.ga4MeasurementId || config.hotjarSiteId));
