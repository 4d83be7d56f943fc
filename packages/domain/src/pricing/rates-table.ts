/**
 * The rates behind every instant quote, in CAD. docs/pricing.md derives each figure from published market rates
 * (car transport, hotshot, flatbed and heavy-haul per-mile rates) and says which are our own business choices.
 * Permit and escort rules are in permit-rules.ts. Change a number here only together with that document.
 */
import type { LoadMeasures } from './load-measures';

/** The deck classes, smallest first: car carrier, hotshot/gooseneck, flatbed/step deck, lowboy/RGN. */
export const DECK_CLASSES = ['light', 'standard', 'heavy', 'very_heavy'] as const;
export type DeckClass = (typeof DECK_CLASSES)[number];

/** How the load moves: towed on its own wheels behind a pickup (tow-away), or carried on one of the deck classes. */
export const SIZE_CLASSES = ['tow_away', ...DECK_CLASSES] as const;
export type SizeClass = (typeof SIZE_CLASSES)[number];

export type Band = {
  /** Upper end of the band in km; the last band is open-ended. */
  untilKm: number;
  centsPerKm: number;
};

/** What one truck costs to hire over a distance: line haul by marginal distance bands, and loading and unloading. */
export type TruckRates = {
  bands: readonly Band[];
  /** Loading and unloading are billed by the hour, with a minimum of one hour each (spec section 9). */
  handlingCentsPerHour: number;
  handlingHours: number;
};

type DeckClassRates = TruckRates & {
  /** Largest load of the class in each measure the class limits; anything bigger moves up a class. */
  max: Partial<LoadMeasures>;
  /**
   * Where the price starts moving toward the next class, per measure. Between here and `max` the price is a linear
   * mix of the two classes' prices, so a load at the edge of a class costs what the next class costs and 1 cm or 1
   * kg never makes a cliff. A measure with a `max` but no `rampFrom` is a legal limit (see permit-rules.ts).
   */
  rampFrom: Partial<LoadMeasures>;
};

export const CLASS_RATES: Record<DeckClass, DeckClassRates> = {
  light: {
    // A car carrier takes loads up to the 2.6 m legal width and about 2.5 m tall on its lower deck, but a load over
    // about 2 m wide or 1.8 m tall costs it deck slots: from there the price climbs to the hotshot's.
    max: { weightKg: 3_500, lengthM: 6.5, widthM: 2.6, heightM: 2.5 },
    rampFrom: { weightKg: 2_500, lengthM: 5.5, widthM: 2.0, heightM: 1.8 },
    bands: [
      { untilKm: 500, centsPerKm: 81 },
      { untilKm: 1_500, centsPerKm: 61 },
      { untilKm: Number.POSITIVE_INFINITY, centsPerKm: 26 },
    ],
    handlingCentsPerHour: 6_000,
    handlingHours: 1,
  },
  standard: {
    // 3.1 m of load on a gooseneck deck of about 1 m is the 4.15 m legal height: taller loads need a lowboy.
    max: { weightKg: 7_000, lengthM: 12.2, heightM: 3.1 },
    rampFrom: { weightKg: 5_000, lengthM: 10.2 },
    bands: [
      { untilKm: 500, centsPerKm: 135 },
      { untilKm: 1_500, centsPerKm: 105 },
      { untilKm: Number.POSITIVE_INFINITY, centsPerKm: 70 },
    ],
    handlingCentsPerHour: 8_000,
    handlingHours: 1,
  },
  heavy: {
    // A step deck (about 1.05 m) carries 3.1 m of load under the 4.15 m legal height.
    max: { weightKg: 22_000, lengthM: 16.2, heightM: 3.1 },
    rampFrom: { weightKg: 16_000, lengthM: 14.2 },
    bands: [
      { untilKm: 500, centsPerKm: 180 },
      { untilKm: 1_500, centsPerKm: 155 },
      { untilKm: Number.POSITIVE_INFINITY, centsPerKm: 135 },
    ],
    handlingCentsPerHour: 12_000,
    handlingHours: 1,
  },
  very_heavy: {
    max: { weightKg: 36_000, lengthM: 23 },
    rampFrom: {},
    bands: [
      { untilKm: 500, centsPerKm: 260 },
      { untilKm: 1_500, centsPerKm: 170 },
      { untilKm: Number.POSITIVE_INFINITY, centsPerKm: 145 },
    ],
    handlingCentsPerHour: 15_000,
    handlingHours: 1,
  },
};

/** Load height a lowboy/RGN (deck about 0.6 m) carries under the 4.15 m legal height; above it a permit is needed. */
export const LOWBOY_MAX_LOAD_HEIGHT_M = 3.55;

/**
 * Cars, SUVs, pickups and vans ride a car carrier, heavy-duty and dual-rear-wheel pickups included: they take more of
 * the deck's weight and width, which the heavy-duty line charges for, rising linearly from `surchargeFrom` to
 * `surchargeFull`. Past `handOffFrom` the vehicle's price moves linearly toward the deck-class price it would get as
 * ordinary cargo, reaching it at `max`; past the 2.6 m legal width it is oversize cargo on a deck.
 */
export const CAR_CARRIER_VEHICLE = {
  max: { weightKg: 4_500, lengthM: 7.3, widthM: 2.6, heightM: 2.6 },
  handOffFrom: { weightKg: 3_700, lengthM: 6.8, heightM: 2.3 },
  surchargeFrom: { weightKg: 2_700, widthM: 2.1 },
  surchargeFull: { weightKg: 3_700, widthM: 2.44 },
  /**
   * A dually or a full-size heavy-duty truck costs USD 150-250 more than a car [EF-TRUCK], on a national average of
   * USD 1,215 per car [LS]: up to 21 % of the car-carrier price, as a share so it never tops the hotshot's.
   */
  heavyDutyPercent: 21,
} as const;

/**
 * Towed units on their own wheels (travel trailers, fifth wheels, horse and utility trailers) go behind a pickup: the
 * hotshot's rates, from 80 % for a short trailer a 3/4-ton truck pulls to 100 % at 12 m, where a one-ton dually with
 * a fifth-wheel hitch is needed. No deck, so no deck or height lines: a towed unit is legal up to 4.15 m tall. The
 * length limit is the national one for a semitrailer, 16.2 m (Canada's Memorandum of Understanding on Vehicle Weights
 * and Dimensions, within its 23 m combination), so the longest toy haulers (14.3 m) are towed like any fifth wheel.
 */
export const TOW_AWAY = {
  max: { weightKg: 9_000, lengthM: 16.2, heightM: 4.15 },
  handOffFrom: { weightKg: 8_000, lengthM: 15.2 },
  shortTrailerM: 6,
  longTrailerM: 12,
  shortTrailerShare: 0.8,
} as const;

/** Load types and catalogue categories that travel towed on their own wheels. */
export const TOWED_LOAD_TYPES = ['rv'] as const;
export const TOWED_CATEGORIES = [
  'travel_trailer',
  'fifth_wheel',
  'toy_hauler',
  'horse_trailer',
  'livestock_trailer',
  'utility_trailer',
  'cargo_trailer',
] as const;
/** An RV that drives itself is carried, not towed. */
export const SELF_PROPELLED_RV_CATEGORIES = ['motorhome'] as const;

/** A combine travels without its header, which follows on its own header cart behind a pickup (a 9.1 m / 30 ft cart). */
export const HEADER_CART_LENGTH_M = 9.1;

/** Ready to load within this many hours: the driver has to drop other plans. */
export const SHORT_NOTICE_HOURS = 48;
export const SHORT_NOTICE_PERCENT = 15;

/** The platform's fee on top of what the driver earns (our business choice, not a market figure). */
export const PLATFORM_FEE_PERCENT = 15;

/** Routes longer than this go to bids: too few drivers take them at a price set in advance. */
export const MAX_INSTANT_DISTANCE_KM = 5_000;
