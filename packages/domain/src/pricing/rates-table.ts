/**
 * The rates behind every instant quote, in CAD. docs/pricing.md derives each figure from published market rates
 * (car transport and flatbed/heavy-haul per-mile rates, Saskatchewan permit bands) and says which are our own
 * business choices. Change a number here only together with that document.
 */

/** A size class picks the kind of truck: car carrier, hotshot/gooseneck, flatbed/step deck, lowboy. */
export const SIZE_CLASSES = ['light', 'standard', 'heavy', 'very_heavy'] as const;
export type SizeClass = (typeof SIZE_CLASSES)[number];

type Band = {
  /** Upper end of the band in km; the last band is open-ended. */
  untilKm: number;
  centsPerKm: number;
};

type ClassRates = {
  /** Largest load of the class; anything bigger in any measure moves up a class. */
  maxWeightKg: number;
  maxLengthM: number;
  /** Marginal rate per km by distance band: each further km costs a bit less, never nothing. */
  bands: readonly Band[];
  /** Loading and unloading are billed by the hour, with a minimum of one hour each (spec section 9). */
  handlingCentsPerHour: number;
  handlingHours: number;
};

export const CLASS_RATES: Record<SizeClass, ClassRates> = {
  light: {
    maxWeightKg: 3_500,
    maxLengthM: 6.5,
    bands: [
      { untilKm: 500, centsPerKm: 81 },
      { untilKm: 1_500, centsPerKm: 61 },
      { untilKm: Number.POSITIVE_INFINITY, centsPerKm: 26 },
    ],
    handlingCentsPerHour: 6_000,
    handlingHours: 1,
  },
  standard: {
    maxWeightKg: 7_000,
    maxLengthM: 12.2,
    bands: [
      { untilKm: 500, centsPerKm: 145 },
      { untilKm: 1_500, centsPerKm: 105 },
      { untilKm: Number.POSITIVE_INFINITY, centsPerKm: 80 },
    ],
    handlingCentsPerHour: 10_000,
    handlingHours: 1,
  },
  heavy: {
    maxWeightKg: 22_000,
    maxLengthM: 16.2,
    bands: [
      { untilKm: 500, centsPerKm: 260 },
      { untilKm: 1_500, centsPerKm: 200 },
      { untilKm: Number.POSITIVE_INFINITY, centsPerKm: 170 },
    ],
    handlingCentsPerHour: 18_000,
    handlingHours: 1.5,
  },
  very_heavy: {
    maxWeightKg: 36_000,
    maxLengthM: 23,
    bands: [
      { untilKm: 500, centsPerKm: 380 },
      { untilKm: 1_500, centsPerKm: 300 },
      { untilKm: Number.POSITIVE_INFINITY, centsPerKm: 250 },
    ],
    handlingCentsPerHour: 26_500,
    handlingHours: 2,
  },
};

/** A light load must also fit a car carrier deck: a car, a pickup, an ATV. */
export const LIGHT_MAX_WIDTH_M = 2.3;
export const LIGHT_MAX_HEIGHT_M = 2.3;

/**
 * Width bands of Saskatchewan's oversize permit schedule (2.6 / 3.1 / 3.7 / 4.3 m). Each band adds a permit and
 * handling fee and a share of the line haul for the slower, flagged or escorted trip.
 */
export const WIDTH_BANDS = [
  { overM: 2.6, feeCents: 5_000, lineHaulPercent: 10, escortCentsPerKm: 0 },
  { overM: 3.1, feeCents: 7_500, lineHaulPercent: 20, escortCentsPerKm: 0 },
  { overM: 3.7, feeCents: 10_000, lineHaulPercent: 30, escortCentsPerKm: 110 },
] as const;

/** Load height that fits under the 4.15 m legal height on a step deck (about 1 m deck height). */
export const STEP_DECK_MAX_LOAD_HEIGHT_M = 3.1;
/** On a lowboy or RGN (about 0.6 m deck) a load up to this height still travels without an over-height permit. */
export const LOWBOY_MAX_LOAD_HEIGHT_M = 3.55;
export const LOWBOY_LINE_HAUL_PERCENT = 15;
export const OVER_HEIGHT_FEE_CENTS = 10_000;
export const OVER_HEIGHT_LINE_HAUL_PERCENT = 25;

/** Loads longer than a 53 ft (16.2 m) deck need an over-length permit up to the 23 m combination limit. */
export const OVER_LENGTH_FEE_CENTS = 5_000;
export const OVER_LENGTH_LINE_HAUL_PERCENT = 10;

/** Ready to load within this many hours: the driver has to drop other plans. */
export const SHORT_NOTICE_HOURS = 48;
export const SHORT_NOTICE_PERCENT = 15;

/** The platform's fee on top of what the driver earns (our business choice, not a market figure). */
export const PLATFORM_FEE_PERCENT = 15;

/**
 * Beyond these a price needs a person: drivers bid on the load (pending) or the office plans it (no quote).
 * Pending starts where permit offices stop issuing permits automatically (about 14 ft wide and 14 ft 6 in high
 * overall: 3.82 m of load on a 0.6 m lowboy deck) or where the largest class ends; no quote starts at superload size
 * (16 ft wide or high overall, 110 ft long, 160,000 lb), which needs route surveys. Sources in docs/pricing.md.
 */
export const LIMITS = {
  pending: {
    widthM: 4.27,
    loadHeightM: 3.82,
    lengthM: CLASS_RATES.very_heavy.maxLengthM,
    weightKg: CLASS_RATES.very_heavy.maxWeightKg,
    distanceKm: 5_000,
  },
  noQuote: { widthM: 4.88, loadHeightM: 4.27, lengthM: 33.5, weightKg: 72_500 },
} as const;
