import { describe, expect, it } from 'vitest';
import type { LoadType } from '../hauls/load-types';
import type { LoadMeasures } from './load-measures';
import { priceQuote } from './price-quote';
import type { SizeClass } from './rates-table';

/** The conversions docs/pricing.md uses: published rates are USD per mile. */
const CAD_PER_USD = 1.37;
const KM_PER_MILE = 1.609344;

type Reference = { sizeClass: SizeClass; load: LoadMeasures; loadType: LoadType; category: string | null };

/** One load per truck class that needs no permit, so the band compares the class's own rates. */
const REFERENCE: Record<string, Reference> = {
  'car carrier (2021 Honda Civic)': {
    sizeClass: 'light',
    load: { lengthM: 4.64, widthM: 1.8, heightM: 1.41, weightKg: 1_257 },
    loadType: 'vehicle',
    category: 'car',
  },
  'hotshot (4.5 t compact tractor with cab)': {
    sizeClass: 'standard',
    load: { lengthM: 4.5, widthM: 2.2, heightM: 2.7, weightKg: 4_500 },
    loadType: 'machinery',
    category: 'tractor',
  },
  'flatbed (12 t machine, legal size)': {
    sizeClass: 'heavy',
    load: { lengthM: 9, widthM: 2.5, heightM: 2.6, weightKg: 12_000 },
    loadType: 'machinery',
    category: null,
  },
  'lowboy (20 t excavator, 3.4 m tall)': {
    sizeClass: 'very_heavy',
    load: { lengthM: 9, widthM: 2.5, heightM: 3.4, weightKg: 20_000 },
    loadType: 'machinery',
    category: 'excavator',
  },
};

/**
 * Published per-mile rates (USD) by class and distance band, each tried at a distance inside its band; the table and
 * its sources, with the date read, are in docs/pricing.md ("Calibration").
 */
const BANDS: { reference: keyof typeof REFERENCE; miles: number; lowUsd: number; highUsd: number; source: string }[] = [
  {
    reference: 'car carrier (2021 Honda Civic)',
    miles: 250,
    lowUsd: 1.0,
    highUsd: 2.6,
    source: 'SGT, NX2, UAT, EF-CAR',
  },
  {
    reference: 'car carrier (2021 Honda Civic)',
    miles: 1_000,
    lowUsd: 0.6,
    highUsd: 1.39,
    source: 'SGT, NX2, UAT, EF-CAR',
  },
  {
    reference: 'car carrier (2021 Honda Civic)',
    miles: 2_000,
    lowUsd: 0.55,
    highUsd: 0.95,
    source: 'NX2, UAT, EF-CAR',
  },
  { reference: 'hotshot (4.5 t compact tractor with cab)', miles: 150, lowUsd: 2.0, highUsd: 3.0, source: 'QILU' },
  { reference: 'hotshot (4.5 t compact tractor with cab)', miles: 350, lowUsd: 1.5, highUsd: 2.5, source: 'QILU' },
  {
    reference: 'hotshot (4.5 t compact tractor with cab)',
    miles: 750,
    lowUsd: 1.25,
    highUsd: 2.0,
    source: 'QILU, TS-HS',
  },
  {
    reference: 'hotshot (4.5 t compact tractor with cab)',
    miles: 1_500,
    lowUsd: 1.0,
    highUsd: 1.5,
    source: 'QILU, TS-HS',
  },
  {
    reference: 'flatbed (12 t machine, legal size)',
    miles: 600,
    lowUsd: 2.4,
    highUsd: 2.75,
    source: 'DAT1, DAT2, EHQ',
  },
  { reference: 'lowboy (20 t excavator, 3.4 m tall)', miles: 75, lowUsd: 4.0, highUsd: 7.0, source: 'FHH' },
  { reference: 'lowboy (20 t excavator, 3.4 m tall)', miles: 200, lowUsd: 3.5, highUsd: 5.0, source: 'FHH' },
  { reference: 'lowboy (20 t excavator, 3.4 m tall)', miles: 400, lowUsd: 2.5, highUsd: 4.0, source: 'FHH' },
  { reference: 'lowboy (20 t excavator, 3.4 m tall)', miles: 750, lowUsd: 2.0, highUsd: 3.5, source: 'FHH' },
  { reference: 'lowboy (20 t excavator, 3.4 m tall)', miles: 1_500, lowUsd: 1.75, highUsd: 3.0, source: 'FHH' },
];

describe('prices against published market rates', () => {
  it.each(BANDS)('$reference at $miles mi is within USD $lowUsd-$highUsd a mile ($source)', (band) => {
    const { sizeClass, ...reference } = REFERENCE[band.reference] as Reference;
    const outcome = priceQuote({
      ...reference,
      distanceKm: band.miles * KM_PER_MILE,
      durationS: band.miles * 60,
      regions: [],
      originCountry: 'CAN',
      destinationCountry: 'CAN',
      readyAt: null,
      now: new Date('2026-06-01T15:00:00Z'),
    });
    if (outcome.outcome !== 'rate') throw new Error(`expected a rate, got ${outcome.outcome}`);
    expect(outcome.sizeClass).toBe(sizeClass);
    // What the shipper pays is what a published price guide or load board quotes a shipper.
    const usdPerMile = outcome.shipperRateCents / 100 / CAD_PER_USD / band.miles;
    expect(usdPerMile).toBeGreaterThanOrEqual(band.lowUsd);
    expect(usdPerMile).toBeLessThanOrEqual(band.highUsd);
  });
});
