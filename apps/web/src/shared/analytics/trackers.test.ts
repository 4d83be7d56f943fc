import { describe, expect, it } from 'vitest';
import { userdataBodyOf } from './tracker-events';
import { hasAnyTracker, trackersToLoad } from './trackers';

const ALL = { metaPixelId: '123456789012345', ga4MeasurementId: 'G-ABC123', hotjarSiteId: '1234567' };
const NONE = { metaPixelId: null, ga4MeasurementId: null, hotjarSiteId: null };

describe('trackersToLoad', () => {
  it('loads nothing before consent, however much is configured', () => {
    expect(trackersToLoad(ALL, 'undecided')).toEqual([]);
    expect(trackersToLoad(ALL, 'denied')).toEqual([]);
    expect(trackersToLoad(undefined, 'granted')).toEqual([]);
  });

  it('loads nothing when nothing is configured, even with consent', () => {
    expect(trackersToLoad(NONE, 'granted')).toEqual([]);
    expect(hasAnyTracker(NONE)).toBe(false);
  });

  it('loads exactly the configured trackers once consent is granted', () => {
    expect(trackersToLoad({ ...NONE, ga4MeasurementId: 'G-ABC123' }, 'granted')).toEqual([
      { kind: 'webAnalytics', id: 'G-ABC123' },
    ]);
    expect(trackersToLoad(ALL, 'granted').map((tracker) => tracker.kind)).toEqual([
      'adPixel',
      'webAnalytics',
      'uxRecording',
    ]);
  });
});

describe('userdataBodyOf', () => {
  it('records the quote and payment moments with their CAD value, and a sign-up with nothing personal', () => {
    expect(
      userdataBodyOf({ name: 'AddToCart', haulId: 'h1', value: { amountCents: 143_850, currency: 'cad' } }),
    ).toEqual({
      type: 'AddToCart',
      data: { haul_id: 'h1', value: 1438.5, currency: 'CAD' },
    });
    expect(userdataBodyOf({ name: 'Purchase', haulId: 'h2', value: null })).toEqual({
      type: 'Purchase',
      data: { haul_id: 'h2' },
    });
    expect(userdataBodyOf({ name: 'Lead' })).toEqual({ type: 'Lead', data: {} });
  });
});
