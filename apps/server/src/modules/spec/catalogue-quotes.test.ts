import { LOAD_TYPES, priceQuote, type QuoteOutcome } from '@freight/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { readSpecRows } from './read-spec-rows';
import type { SpecRow } from './spec-row';

/**
 * Two prairie runs issue 20 tried: Regina - Calgary at the 796 km that reproduces the figures, Regina - Minot
 * at about 400 km by road, across the border.
 */
const ROUTES = [
  { name: 'Regina - Calgary', distanceKm: 796, regions: ['SK', 'AB'], originCountry: 'CAN', destinationCountry: 'CAN' },
  { name: 'Regina - Minot', distanceKm: 400, regions: ['SK', 'ND'], originCountry: 'CAN', destinationCountry: 'USA' },
] as const;

let rows: SpecRow[];

beforeAll(async () => {
  rows = await readSpecRows();
});

/** A catalogue row quoted as the form sends it: measures, load type and category. */
const quoteRow = (row: SpecRow, route: (typeof ROUTES)[number]): QuoteOutcome =>
  priceQuote({
    ...route,
    durationS: route.distanceKm * 45,
    load: { lengthM: row.length_m, widthM: row.width_m, heightM: row.height_m, weightKg: row.weight_kg },
    loadType: LOAD_TYPES.find((type) => type === row.load_type) ?? 'other',
    category: row.category,
    readyAt: null,
    now: new Date('2026-06-01T15:00:00Z'),
  });

const codes = (outcome: QuoteOutcome) => (outcome.outcome === 'rate' ? outcome.lines.map((line) => line.code) : []);

describe.each(ROUTES)('every catalogue row, $name', (route) => {
  it('gets a rate or the reasons it has none', () => {
    const silent = rows.filter((row) => {
      const outcome = quoteRow(row, route);
      return outcome.outcome !== 'rate' && outcome.reasons.length === 0;
    });
    expect(silent.map((row) => row.name)).toEqual([]);
  });

  it('tows every travel trailer and fifth wheel with no deck, height or permit line', () => {
    const towed = rows.filter((row) => row.load_type === 'rv');
    expect(towed.length).toBeGreaterThan(60);
    const carried = towed.filter((row) => {
      const outcome = quoteRow(row, route);
      if (outcome.outcome !== 'rate' || outcome.sizeClass !== 'tow_away') return true;
      return codes(outcome).some((code) => ['lowboy', 'over_height', 'oversize_permit', 'escort'].includes(code));
    });
    expect(carried.map((row) => row.name)).toEqual([]);
  });

  it('carries every pickup on a car carrier, heavy-duty ones with their surcharge', () => {
    const pickups = rows.filter((row) => row.category === 'pickup');
    const outcomes = pickups.map((row) => quoteRow(row, route));
    expect(outcomes.filter((outcome) => outcome.outcome !== 'rate' || outcome.sizeClass !== 'light')).toEqual([]);
    const duallies = pickups.filter((row) => row.width_m > 2.4).map((row) => quoteRow(row, route));
    expect(duallies.length).toBeGreaterThan(0);
    expect(duallies.every((outcome) => codes(outcome).includes('heavy_duty_vehicle'))).toBe(true);
  });

  it('prices combines within routine permits with their header cart, and sends the rest to bids, not the office', () => {
    const combines = rows.filter((row) => row.category === 'combine').map((row) => quoteRow(row, route));
    const priced = combines.filter((outcome) => outcome.outcome === 'rate');
    expect(priced.length).toBeGreaterThan(0);
    expect(priced.every((outcome) => codes(outcome).includes('header_cart'))).toBe(true);
    expect(combines.filter((outcome) => outcome.outcome === 'no_quote')).toEqual([]);
  });
});
