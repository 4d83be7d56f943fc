import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOAD_TYPES } from '../hauls/load-types';
import type { LoadMeasures } from './load-measures';
import { HEIGHT_POLE_OVER_LOAD_M, LEGAL_LOAD_LENGTH_M, LEGAL_WIDTH_M, WIDTH_ESCORTS } from './permit-rules';
import { priceQuote, type QuoteInput } from './price-quote';
import { CAR_CARRIER_VEHICLE, CLASS_RATES, LOWBOY_MAX_LOAD_HEIGHT_M, TOW_AWAY } from './rates-table';

const NOW = new Date('2026-06-01T15:00:00Z');
const IN_A_WEEK = new Date('2026-06-08T15:00:00Z');

/**
 * The legal limits where a price may step, by measure: the permit and escort widths, the legal width a car carrier
 * keeps to, the 4.15 m legal height (3.1 m of load on a hotshot or step deck, 3.55 m on a lowboy, 4.15 m for a towed
 * unit), the height-pole height, and the 53 ft legal load length. Anywhere else 1 cm or 1 kg must not make a cliff.
 */
const LEGAL_STEPS: Record<keyof LoadMeasures, readonly number[]> = {
  widthM: [LEGAL_WIDTH_M, ...WIDTH_ESCORTS.map((band) => band.overM)],
  heightM: [
    CLASS_RATES.heavy.max.heightM ?? 0,
    LOWBOY_MAX_LOAD_HEIGHT_M,
    HEIGHT_POLE_OVER_LOAD_M,
    TOW_AWAY.max.heightM,
  ],
  lengthM: [LEGAL_LOAD_LENGTH_M],
  weightKg: [],
};
/** Away from a legal step, 1 cm or 1 kg moves the price by at most 3 % (plus the rounding to whole dollars). */
const BOUND_PERCENT = 3;
const ROUNDING_CENTS = 300;

/** A length in metres drawn uniformly by the centimetre (fast-check's doubles crowd near the ends of a range). */
const metres = (min: number, max: number) => fc.integer({ min: min * 100, max: max * 100 }).map((cm) => cm / 100);

/** Loads of every size, half of them car-to-pickup sized, where most truck changes happen. */
const measures = fc.oneof(
  fc.record({
    lengthM: metres(0.5, 25),
    widthM: metres(0.5, 5.5),
    heightM: metres(0.5, 5.2),
    weightKg: fc.integer({ min: 100, max: 40_000 }),
  }),
  fc.record({
    lengthM: metres(2, 15),
    widthM: metres(1.5, 2.6),
    heightM: metres(1.2, 4.2),
    weightKg: fc.integer({ min: 500, max: 10_000 }),
  }),
);

/** Every edge in the tables, per measure: where a class, a ramp, a hand-off or a legal limit starts or ends. */
const edgesOf = (measure: keyof LoadMeasures): number[] => {
  const tables: Partial<LoadMeasures>[] = [
    ...Object.values(CLASS_RATES).flatMap((rates) => [rates.max, rates.rampFrom]),
    CAR_CARRIER_VEHICLE.max,
    CAR_CARRIER_VEHICLE.handOffFrom,
    CAR_CARRIER_VEHICLE.surchargeFrom,
    CAR_CARRIER_VEHICLE.surchargeFull,
    TOW_AWAY.max,
    TOW_AWAY.handOffFrom,
  ];
  const fromTables = tables.flatMap((table) => (table[measure] === undefined ? [] : [table[measure]]));
  const towLengths = measure === 'lengthM' ? [TOW_AWAY.shortTrailerM, TOW_AWAY.longTrailerM] : [];
  return [...fromTables, ...towLengths, ...LEGAL_STEPS[measure]];
};

/** A value just below one of the measure's edges (within 2 cm or 2 kg), so the 1 cm or 1 kg step can cross it. */
const nearEdge = (measure: keyof LoadMeasures) =>
  fc.constantFrom(...edgesOf(measure)).chain((edge) => {
    const reach = measure === 'weightKg' ? 2 : 0.02;
    return fc.double({ min: edge - reach, max: edge, noNaN: true });
  });
const loadType = fc.constantFrom(...LOAD_TYPES);
const category = fc.constantFrom(null, 'fifth_wheel', 'travel_trailer', 'combine', 'pickup', 'motorhome', 'tractor');
const distance = fc.integer({ min: 1, max: 5_000 });
const country = fc.constantFrom('CAN' as const, 'USA' as const);

const quote = (input: Pick<QuoteInput, 'load' | 'loadType' | 'category' | 'distanceKm'> & Partial<QuoteInput>) =>
  priceQuote({
    durationS: input.distanceKm * 45,
    regions: [],
    originCountry: 'CAN',
    destinationCountry: 'CAN',
    readyAt: IN_A_WEEK,
    now: NOW,
    ...input,
  });

const crossesLegalStep = (measure: keyof LoadMeasures, from: number, to: number) =>
  LEGAL_STEPS[measure].some((step) => from <= step && to > step);

describe('priceQuote properties', () => {
  it('gives every load type, in range or not, exactly one outcome: a rate that adds up, or stated reasons', () => {
    fc.assert(
      fc.property(measures, loadType, category, distance, country, country, (load, type, cat, km, from, to) => {
        const outcome = quote({
          load,
          loadType: type,
          category: cat,
          distanceKm: km,
          originCountry: from,
          destinationCountry: to,
        });
        if (outcome.outcome === 'rate') {
          expect(outcome.lines.reduce((sum, line) => sum + line.amountCents, 0)).toBe(outcome.shipperRateCents);
          expect(outcome.transportRateCents % 100).toBe(0);
          expect(outcome.lines.every((line) => line.amountCents >= 0)).toBe(true);
        } else {
          expect(outcome.reasons.length).toBeGreaterThan(0);
        }
      }),
    );
  });

  it('never charges less for a longer trip', () => {
    fc.assert(
      fc.property(measures, loadType, category, distance, distance, (load, type, cat, a, b) => {
        const near = quote({ load, loadType: type, category: cat, distanceKm: Math.min(a, b) });
        const far = quote({ load, loadType: type, category: cat, distanceKm: Math.max(a, b) });
        if (near.outcome === 'rate' && far.outcome === 'rate') {
          expect(far.shipperRateCents).toBeGreaterThanOrEqual(near.shipperRateCents);
        }
      }),
    );
  });

  it('never charges less for a heavier or bigger load of the same type', () => {
    const growth = fc.record({
      lengthM: metres(0, 0.6),
      widthM: metres(0, 0.3),
      heightM: metres(0, 0.3),
      weightKg: fc.integer({ min: 0, max: 900 }),
    });
    fc.assert(
      fc.property(measures, growth, loadType, category, distance, (small, more, type, cat, km) => {
        const big = {
          lengthM: small.lengthM + more.lengthM,
          widthM: small.widthM + more.widthM,
          heightM: small.heightM + more.heightM,
          weightKg: small.weightKg + more.weightKg,
        };
        const cheap = quote({ load: small, loadType: type, category: cat, distanceKm: km });
        const dear = quote({ load: big, loadType: type, category: cat, distanceKm: km });
        if (cheap.outcome === 'rate' && dear.outcome === 'rate') {
          expect(dear.shipperRateCents).toBeGreaterThanOrEqual(cheap.shipperRateCents);
        }
      }),
      { numRuns: 3_000 },
    );
  });

  it('moves the price by at most 3 % for 1 cm or 1 kg more, except by the permit or escort a legal limit brings', () => {
    const measure = fc.constantFrom('lengthM', 'widthM', 'heightM', 'weightKg') satisfies fc.Arbitrary<
      keyof LoadMeasures
    >;
    fc.assert(
      fc.property(
        measures,
        measure.chain((which) =>
          fc.tuple(
            fc.constant(which),
            fc.oneof(nearEdge(which), which === 'weightKg' ? fc.integer({ min: 100, max: 40_000 }) : metres(0.5, 25)),
          ),
        ),
        loadType,
        category,
        distance,
        (base, [which, value], type, cat, km) => {
          const load = { ...base, [which]: value };
          const step = which === 'weightKg' ? 1 : 0.01;
          const bigger = { ...load, [which]: value + step };
          const before = quote({ load, loadType: type, category: cat, distanceKm: km });
          const after = quote({ load: bigger, loadType: type, category: cat, distanceKm: km });
          if (before.outcome !== 'rate' || after.outcome !== 'rate') return;
          if (crossesLegalStep(which, load[which], bigger[which])) {
            expect(after.shipperRateCents).toBeGreaterThanOrEqual(before.shipperRateCents);
            return;
          }
          const change = Math.abs(after.shipperRateCents - before.shipperRateCents);
          expect(change).toBeLessThanOrEqual((before.shipperRateCents * BOUND_PERCENT) / 100 + ROUNDING_CENTS);
        },
      ),
      { numRuns: 5_000 },
    );
  });

  it('makes each deck class cost more than the one below it at every distance', () => {
    fc.assert(
      fc.property(distance, (km) => {
        const hotshot = quote({
          load: { lengthM: 8, widthM: 2, heightM: 2, weightKg: 4_000 },
          loadType: 'other',
          category: null,
          distanceKm: km,
        });
        const flatbed = quote({
          load: { lengthM: 14, widthM: 2, heightM: 2, weightKg: 9_000 },
          loadType: 'other',
          category: null,
          distanceKm: km,
        });
        const lowboy = quote({
          load: { lengthM: 14, widthM: 2, heightM: 2, weightKg: 30_000 },
          loadType: 'other',
          category: null,
          distanceKm: km,
        });
        const car = quote({
          load: { lengthM: 4.5, widthM: 1.8, heightM: 1.5, weightKg: 1_500 },
          loadType: 'other',
          category: null,
          distanceKm: km,
        });
        const prices = [car, hotshot, flatbed, lowboy].map((outcome) =>
          outcome.outcome === 'rate' ? outcome.shipperRateCents : 0,
        );
        expect(prices).toEqual([...prices].sort((x, y) => x - y));
      }),
    );
  });
});
