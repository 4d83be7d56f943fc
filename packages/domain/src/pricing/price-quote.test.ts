import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lineHaulCents, priceQuote, type QuoteInput } from './price-quote';
import { SIZE_CLASSES } from './rates-table';

const NOW = new Date('2026-06-01T15:00:00Z');
const IN_A_WEEK = new Date('2026-06-08T15:00:00Z');

/** A 2021 Honda Civic-sized car. */
const CAR = { lengthM: 4.67, widthM: 1.8, heightM: 1.41, weightKg: 1305 };

const quote = (overrides: Partial<Omit<QuoteInput, 'load'>> & { load?: Partial<QuoteInput['load']> } = {}) =>
  priceQuote({
    distanceKm: 620,
    durationS: 22_000,
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

describe('priceQuote', () => {
  it('prices a car across the prairies on a car carrier, with lines that add up to the shipper rate', () => {
    const rate = rateOf(quote());
    expect(rate.sizeClass).toBe('light');
    // 500 km at 0.81 + 120 km at 0.61 + 2 x 1 h handling at 60 = 405 + 73.20 + 120 -> 599 (whole dollars).
    expect(rate.transportRateCents).toBe(59_900);
    expect(rate.shipperRateCents).toBe(59_900 + 8_985);
    expect(rate.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(rate.shipperRateCents);
    expect(rate.lines.map((line) => line.code)).toEqual(['line_haul', 'loading', 'unloading', 'platform_fee']);
  });

  it('charges loading and unloading at least an hour each', () => {
    const rate = rateOf(quote());
    expect(rate.lines.find((line) => line.code === 'loading')?.amountCents).toBe(6_000);
    expect(rate.lines.find((line) => line.code === 'unloading')?.amountCents).toBe(6_000);
  });

  it('moves a heavier or longer load up to a bigger truck class', () => {
    expect(rateOf(quote({ load: { weightKg: 5_000 } })).sizeClass).toBe('standard');
    expect(rateOf(quote({ load: { lengthM: 14, weightKg: 9_000 } })).sizeClass).toBe('heavy');
    expect(rateOf(quote({ load: { weightKg: 30_000 } })).sizeClass).toBe('very_heavy');
  });

  it('adds permit, escort and deck surcharges for wide and tall loads', () => {
    const wide = rateOf(quote({ load: { widthM: 3.9, lengthM: 9, weightKg: 6_000 } }));
    expect(wide.lines.map((line) => line.code)).toEqual(
      expect.arrayContaining(['oversize_width', 'escort', 'line_haul', 'platform_fee']),
    );
    const tall = rateOf(quote({ load: { heightM: 3.3, weightKg: 6_000 } }));
    expect(tall.lines.map((line) => line.code)).toContain('lowboy');
    const taller = rateOf(quote({ load: { heightM: 3.7, weightKg: 6_000 } }));
    expect(taller.lines.map((line) => line.code)).toContain('over_height');
  });

  it('adds a short-notice charge when the load is ready within two days', () => {
    const rush = rateOf(quote({ readyAt: new Date('2026-06-02T09:00:00Z') }));
    expect(rush.lines.map((line) => line.code)).toContain('short_notice');
    expect(rush.transportRateCents).toBeGreaterThan(rateOf(quote()).transportRateCents);
  });

  it('asks drivers to bid on unusual loads, long routes and border crossings', () => {
    expect(quote({ load: { widthM: 4.5, weightKg: 8_000 } })).toEqual({ outcome: 'pending', reasons: ['too_wide'] });
    expect(quote({ load: { heightM: 4, weightKg: 8_000 } })).toEqual({ outcome: 'pending', reasons: ['too_tall'] });
    expect(quote({ load: { weightKg: 40_000 } })).toEqual({ outcome: 'pending', reasons: ['too_heavy'] });
    expect(quote({ distanceKm: 5_400 })).toEqual({ outcome: 'pending', reasons: ['too_far'] });
    expect(quote({ destinationCountry: 'USA' })).toEqual({ outcome: 'pending', reasons: ['cross_border'] });
  });

  it('gives no quote (call the office) for loads too big to move without route surveys, or outside the service area', () => {
    // A Bourgault 9650 air cart on dual tires is 6.38 m wide: a superload.
    expect(quote({ load: { widthM: 6.38, weightKg: 17_599 } })).toEqual({ outcome: 'no_quote', reasons: ['too_wide'] });
    expect(quote({ load: { weightKg: 80_000, lengthM: 35 } })).toEqual({
      outcome: 'no_quote',
      reasons: ['too_long', 'too_heavy'],
    });
    expect(quote({ originCountry: null })).toEqual({ outcome: 'no_quote', reasons: ['outside_service_area'] });
  });
});

const measures = fc.record({
  lengthM: fc.double({ min: 0, max: 40, noNaN: true }),
  widthM: fc.double({ min: 0, max: 8, noNaN: true }),
  heightM: fc.double({ min: 0, max: 6, noNaN: true }),
  weightKg: fc.double({ min: 0, max: 90_000, noNaN: true }),
});
const distance = fc.double({ min: 0.1, max: 8_000, noNaN: true });
const country = fc.constantFrom('CAN' as const, 'USA' as const, null);

describe('priceQuote properties', () => {
  it('gives every input in range exactly one well-formed outcome', () => {
    fc.assert(
      fc.property(measures, distance, country, country, (load, distanceKm, originCountry, destinationCountry) => {
        const outcome = quote({ load, distanceKm, originCountry, destinationCountry });
        if (outcome.outcome === 'rate') {
          expect(outcome.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(outcome.shipperRateCents);
          expect(outcome.transportRateCents % 100).toBe(0);
          expect(outcome.shipperRateCents).toBeGreaterThan(outcome.transportRateCents);
        } else {
          expect(outcome.reasons.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('never charges less for a longer trip', () => {
    fc.assert(
      fc.property(measures, distance, distance, (load, a, b) => {
        const [near, far] = [quote({ load, distanceKm: Math.min(a, b) }), quote({ load, distanceKm: Math.max(a, b) })];
        if (near.outcome === 'rate' && far.outcome === 'rate') {
          expect(far.shipperRateCents).toBeGreaterThanOrEqual(near.shipperRateCents);
        }
      }),
    );
  });

  it('never charges less for a heavier or bigger load', () => {
    fc.assert(
      fc.property(measures, measures, distance, (a, b, distanceKm) => {
        const small = {
          lengthM: Math.min(a.lengthM, b.lengthM),
          widthM: Math.min(a.widthM, b.widthM),
          heightM: Math.min(a.heightM, b.heightM),
          weightKg: Math.min(a.weightKg, b.weightKg),
        };
        const big = {
          lengthM: Math.max(a.lengthM, b.lengthM),
          widthM: Math.max(a.widthM, b.widthM),
          heightM: Math.max(a.heightM, b.heightM),
          weightKg: Math.max(a.weightKg, b.weightKg),
        };
        const [cheap, dear] = [quote({ load: small, distanceKm }), quote({ load: big, distanceKm })];
        if (cheap.outcome === 'rate' && dear.outcome === 'rate') {
          expect(dear.shipperRateCents).toBeGreaterThanOrEqual(cheap.shipperRateCents);
        }
      }),
    );
  });

  it('makes each class cost more per km than the one below it at every distance', () => {
    fc.assert(
      fc.property(distance, (km) => {
        const costs = SIZE_CLASSES.map((sizeClass) => lineHaulCents(sizeClass, km));
        expect(costs).toEqual([...costs].sort((x, y) => x - y));
      }),
    );
  });
});
