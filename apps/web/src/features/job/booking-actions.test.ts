import { HAUL_STATUSES, type HaulStatus } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { bookingActionsFor, reviewEffectOf } from './booking-actions';
import type { JobViewer } from './driver-actions';

const granted = (status: HaulStatus, viewer: JobViewer, hasReviewed = false) =>
  Object.entries(bookingActionsFor({ status, viewer, hasReviewed }))
    .filter(([, isGranted]) => isGranted)
    .map(([action]) => action)
    .sort();

describe('bookingActionsFor', () => {
  it('lets the shipper confirm and pay or reject only while a driver has accepted', () => {
    expect(granted('accepted', 'shipper')).toEqual(['canConfirmAndPay', 'canRejectDriver']);
    for (const status of HAUL_STATUSES.filter((one) => one !== 'accepted')) {
      expect(granted(status, 'shipper')).not.toContain('canConfirmAndPay');
      expect(granted(status, 'shipper')).not.toContain('canRejectDriver');
    }
  });

  it('shows the delivery code and the money to the shipper while the load travels', () => {
    expect(granted('confirmed', 'shipper')).toEqual(['showsDeliveryCode', 'showsMoney']);
    expect(granted('picked_up', 'shipper')).toEqual(['showsDeliveryCode', 'showsMoney']);
  });

  it('never shows the delivery code to the driver holding the load', () => {
    for (const status of HAUL_STATUSES) expect(granted(status, 'holder')).not.toContain('showsDeliveryCode');
  });

  it('gives the driver holding a confirmed load pick-up, completion and location sharing', () => {
    expect(granted('confirmed', 'holder')).toEqual(['canComplete', 'canPickUp', 'canShareLocation', 'showsMoney']);
    expect(granted('picked_up', 'holder')).toEqual(['canComplete', 'canShareLocation', 'showsMoney']);
    expect(granted('accepted', 'holder')).toEqual([]);
  });

  it('offers a review to both sides after delivery, once', () => {
    expect(granted('completed', 'shipper')).toEqual(['canReview', 'showsMoney']);
    expect(granted('completed', 'holder')).toEqual(['canReview', 'showsMoney']);
    expect(granted('completed', 'shipper', true)).toEqual(['showsMoney']);
    expect(granted('completed', 'holder', true)).toEqual(['showsMoney']);
  });

  it('gives other drivers nothing, and staff only the money', () => {
    for (const status of HAUL_STATUSES) {
      expect(granted(status, 'driver')).toEqual([]);
      expect(granted(status, 'staff')).toEqual(
        ['confirmed', 'picked_up', 'completed', 'cancelled'].includes(status) ? ['showsMoney'] : [],
      );
    }
  });

  it('shows no money before any could have been paid', () => {
    for (const status of ['draft', 'posted', 'accepted'] as const) {
      expect(granted(status, 'shipper')).not.toContain('showsMoney');
    }
    expect(granted('cancelled', 'shipper')).toEqual(['showsMoney']);
  });
});

describe('reviewEffectOf', () => {
  it('tells the shipper that 1 star blocks the driver and 5 stars prefers them', () => {
    expect(reviewEffectOf(1, 'shipper')).toBe('blocks');
    expect(reviewEffectOf(5, 'shipper')).toBe('prefers');
    expect([2, 3, 4].map((stars) => reviewEffectOf(stars, 'shipper'))).toEqual([null, null, null]);
  });

  it('says nothing of the kind to the driver reviewing the shipper', () => {
    expect(reviewEffectOf(1, 'holder')).toBeNull();
    expect(reviewEffectOf(5, 'holder')).toBeNull();
  });
});
