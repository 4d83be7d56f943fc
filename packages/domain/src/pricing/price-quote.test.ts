import { describe, expect, it } from 'vitest';
import { priceQuote, type QuoteInput } from './price-quote';

const NOW = new Date('2026-06-01T15:00:00Z');
const IN_A_WEEK = new Date('2026-06-08T15:00:00Z');

/** A 2021 Honda Civic-sized car. */
const CAR = { lengthM: 4.67, widthM: 1.8, heightM: 1.41, weightKg: 1305 };
/** Catalogue rows (apps/server/src/modules/spec/data), as the quote form sends them. */
/** 2024 Grand Design Solitude 310GK. */
const FIFTH_WHEEL = { lengthM: 10.46, widthM: 2.57, heightM: 4.09, weightKg: 5_488 };
/** 2025 Ford F-350 Super Duty DRW XL 2WD Crew Cab 8 ft box; New Holland CR 7.90 without header. */
const F350_DRW = { lengthM: 6.76, widthM: 2.44, heightM: 1.98, weightKg: 3_457 };
const NEW_HOLLAND_CR790 = { lengthM: 8.4, widthM: 4.6, heightM: 4.0, weightKg: 18_690 };

type Overrides = Partial<Omit<QuoteInput, 'load'>> & { load?: Partial<QuoteInput['load']> };

const quote = (overrides: Overrides = {}) =>
  priceQuote({
    distanceKm: 620,
    durationS: 22_000,
    loadType: 'other',
    category: null,
    regions: [],
    originCountry: 'CAN',
    destinationCountry: 'CAN',
    readyAt: IN_A_WEEK,
    now: NOW,
    ...overrides,
    load: { ...CAR, ...overrides.load },
  });

const rateOf = (outcome: ReturnType<typeof priceQuote>) => {
  if (outcome.outcome !== 'rate') throw new Error(`expected a rate, got ${JSON.stringify(outcome)}`);
  return outcome;
};
const codesOf = (outcome: ReturnType<typeof priceQuote>) => rateOf(outcome).lines.map((line) => line.code);

describe('priceQuote', () => {
  it('prices a car across the prairies on a car carrier, with lines that add up to the shipper rate', () => {
    const rate = rateOf(quote({ loadType: 'vehicle', category: 'car' }));
    expect(rate.sizeClass).toBe('light');
    // 500 km at 0.81 + 120 km at 0.61 + 2 x 1 h handling at 60 = 405 + 73.20 + 120 -> 599 (whole dollars).
    expect(rate.transportRateCents).toBe(59_900);
    expect(rate.shipperRateCents).toBe(59_900 + 8_985);
    expect(rate.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(rate.shipperRateCents);
    expect(rate.lines.map((line) => line.code)).toEqual(['line_haul', 'loading', 'unloading', 'platform_fee']);
    expect(rate.notes).toEqual([]);
  });

  it('charges loading and unloading at least an hour each', () => {
    const rate = rateOf(quote());
    expect(rate.lines.find((line) => line.code === 'loading')?.amountCents).toBe(6_000);
    expect(rate.lines.find((line) => line.code === 'unloading')?.amountCents).toBe(6_000);
  });

  it('tows a fifth wheel at its legal 4.09 m height, with no deck, height or permit line', () => {
    const rate = rateOf(quote({ load: FIFTH_WHEEL, loadType: 'rv', category: 'fifth_wheel' }));
    expect(rate.sizeClass).toBe('tow_away');
    expect(rate.lines.map((line) => line.code)).toEqual(['line_haul', 'loading', 'unloading', 'platform_fee']);
  });

  it('tows a short travel trailer for less than a long fifth wheel', () => {
    const short = rateOf(quote({ load: { ...FIFTH_WHEEL, lengthM: 6.7 }, loadType: 'rv' }));
    const long = rateOf(quote({ load: FIFTH_WHEEL, loadType: 'rv' }));
    expect(short.sizeClass).toBe('tow_away');
    expect(short.shipperRateCents).toBeLessThan(long.shipperRateCents);
  });

  it('carries a dual-rear-wheel F-350 on a car carrier with a heavy-duty line, not on a hotshot', () => {
    const rate = rateOf(quote({ load: F350_DRW, loadType: 'vehicle', category: 'pickup' }));
    expect(rate.sizeClass).toBe('light');
    expect(codesOf(quote({ load: F350_DRW, loadType: 'vehicle' }))).toContain('heavy_duty_vehicle');
    const hotshot = rateOf(quote({ load: F350_DRW }));
    expect(hotshot.sizeClass).toBe('standard');
    expect(rate.shipperRateCents).toBeLessThan(hotshot.shipperRateCents);
  });

  it('prices a combine on a lowboy with its header cart, permits and escorts', () => {
    const rate = rateOf(quote({ load: NEW_HOLLAND_CR790, loadType: 'machinery', category: 'combine' }));
    expect(rate.sizeClass).toBe('very_heavy');
    expect(rate.lines.map((line) => line.code)).toEqual([
      'line_haul',
      'loading',
      'unloading',
      'header_cart',
      'oversize_permit',
      'escort',
      'platform_fee',
    ]);
    // 4.6 m is over Minnesota's 14 ft 6 in: two pilot cars at 1.70 $/km over 620 km.
    expect(rate.lines.find((line) => line.code === 'escort')?.amountCents).toBe(2 * 170 * 620);
  });

  it('sends a 4.6 m combine to bids where Alberta is an end of the route, and prices it from Saskatchewan to North Dakota', () => {
    const combine = { load: NEW_HOLLAND_CR790, loadType: 'machinery', category: 'combine' } as const;
    expect(quote({ ...combine, regions: ['SK', 'AB'] })).toEqual({ outcome: 'pending', reasons: ['too_wide'] });
    expect(quote({ ...combine, regions: ['SK', 'ND'], destinationCountry: 'USA' }).outcome).toBe('rate');
  });

  it('moves a heavier or longer load up to a bigger truck class', () => {
    expect(rateOf(quote({ load: { weightKg: 5_000 } })).sizeClass).toBe('standard');
    expect(rateOf(quote({ load: { lengthM: 14, weightKg: 9_000 } })).sizeClass).toBe('heavy');
    expect(rateOf(quote({ load: { weightKg: 30_000 } })).sizeClass).toBe('very_heavy');
    expect(rateOf(quote({ load: { heightM: 3.3, weightKg: 6_000 } })).sizeClass).toBe('very_heavy');
  });

  it('adds permits past the legal width, escorts past the escort widths and a permit past the legal height', () => {
    expect(codesOf(quote({ load: { widthM: 2.7, weightKg: 6_000 } }))).toContain('oversize_permit');
    expect(codesOf(quote({ load: { widthM: 2.7, weightKg: 6_000 } }))).not.toContain('escort');
    expect(codesOf(quote({ load: { widthM: 3.9, lengthM: 9, weightKg: 6_000 } }))).toEqual(
      expect.arrayContaining(['oversize_permit', 'escort']),
    );
    expect(codesOf(quote({ load: { heightM: 3.7, weightKg: 6_000 } }))).toContain('oversize_permit');
    expect(codesOf(quote({ load: { heightM: 3.5, weightKg: 6_000 } }))).not.toContain('oversize_permit');
  });

  it('adds a short-notice charge when the load is ready within two days', () => {
    const rush = rateOf(quote({ readyAt: new Date('2026-06-02T09:00:00Z') }));
    expect(rush.lines.map((line) => line.code)).toContain('short_notice');
    expect(rush.transportRateCents).toBeGreaterThan(rateOf(quote()).transportRateCents);
  });

  it('prices a Canada-US load with a customs broker line and says what the shipper must provide', () => {
    const south = rateOf(quote({ loadType: 'vehicle', destinationCountry: 'USA' }));
    expect(south.lines.find((line) => line.code === 'customs_broker')?.amountCents).toBe(31_100);
    expect(south.notes).toEqual(['bill_of_sale']);
    const north = rateOf(quote({ loadType: 'machinery', originCountry: 'USA', destinationCountry: 'CAN' }));
    expect(north.notes).toEqual(['bill_of_sale', 'us_vehicle_export']);
    const trailerNorth = rateOf(quote({ loadType: 'rv', originCountry: 'USA', destinationCountry: 'CAN' }));
    expect(trailerNorth.notes).toEqual(['bill_of_sale']);
  });

  it('asks drivers to bid on loads beyond routine permits and on long routes, saying why', () => {
    expect(quote({ load: { widthM: 5, weightKg: 8_000 } })).toEqual({ outcome: 'pending', reasons: ['too_wide'] });
    expect(quote({ load: { heightM: 4.8, weightKg: 8_000 } })).toEqual({ outcome: 'pending', reasons: ['too_tall'] });
    expect(quote({ load: { weightKg: 40_000 } })).toEqual({ outcome: 'pending', reasons: ['too_heavy'] });
    expect(quote({ distanceKm: 5_400 })).toEqual({ outcome: 'pending', reasons: ['too_far'] });
  });

  it('gives no quote (call the office) for superloads, or outside the service area', () => {
    // A Bourgault 9650 air cart on dual tires is 6.38 m wide: a superload.
    expect(quote({ load: { widthM: 6.38, weightKg: 17_599 } })).toEqual({ outcome: 'no_quote', reasons: ['too_wide'] });
    expect(quote({ load: { weightKg: 80_000, lengthM: 35 } })).toEqual({
      outcome: 'no_quote',
      reasons: ['too_long', 'too_heavy'],
    });
    expect(quote({ originCountry: null })).toEqual({ outcome: 'no_quote', reasons: ['outside_service_area'] });
  });
});

describe('class edges (issue 20)', () => {
  // Regina -> Calgary by road, 796 km. Before the truck was chosen from the load, each pair below cost CA$811.90 on a
  // car carrier and CA$1,421.40 on a hotshot: +75 % for 1 cm or 1 kg.
  const REGINA_CALGARY_KM = 796;
  const LOAD = { lengthM: 4.5, widthM: 1.9, heightM: 2.0, weightKg: 2_000 };
  const shipperRate = (load: Partial<QuoteInput['load']>) =>
    rateOf(quote({ distanceKm: REGINA_CALGARY_KM, load: { ...LOAD, ...load } })).shipperRateCents;

  it.each([
    ['2.30 vs 2.31 m tall', { heightM: 2.3 }, { heightM: 2.31 }],
    ['2.30 vs 2.31 m wide', { widthM: 2.3 }, { widthM: 2.31 }],
    ['3,500 vs 3,501 kg', { weightKg: 3_500 }, { weightKg: 3_501 }],
  ])('moves the price by dollars, not a class, for %s', (_name, smaller, bigger) => {
    const [before, after] = [shipperRate(smaller), shipperRate(bigger)];
    expect(after).toBeGreaterThanOrEqual(before);
    expect(after - before).toBeLessThanOrEqual(4_000);
  });
});
