/**
 * Oversize permits and escorts on the prairie corridor (Saskatchewan, Alberta, Manitoba, North Dakota, Montana,
 * Minnesota). A quote does not know the route's provinces and states, so each rule is the strictest of the six; the
 * sources and the date they were read are in docs/pricing.md. Every threshold here is a legal one: crossing it by
 * 1 cm adds that threshold's permit or escort cost, and nothing else in the price jumps.
 */

import type { LineAmounts } from './line-amounts';
import type { LoadMeasures } from './load-measures';

/** Legal without a permit in all six: 2.6 m (8 ft 6 in) wide [SK] [ND]; a 53 ft (16.2 m) semi-trailer and load [ND]. */
export const LEGAL_WIDTH_M = 2.6;
export const LEGAL_LOAD_LENGTH_M = 16.2;

/** Pilot vehicles by width: one from 12 ft 6 in (3.81 m, Montana two-lane [MT]), two from 14 ft 6 in (4.42 m, Minnesota two-lane [MN]). */
export const WIDTH_ESCORTS = [
  { overM: 3.81, escorts: 1 },
  { overM: 4.42, escorts: 2 },
] as const;

/** Over 15 ft 6 in overall (4.72 m: 4.12 m of load on a 0.6 m lowboy deck) North Dakota wants a height-pole car [ND]. */
export const HEIGHT_POLE_OVER_LOAD_M = 4.12;

/** USD 65 per state for an over-width permit [EHQ], at 1.37 CAD per USD. */
const PERMIT_CENTS_PER_JURISDICTION = 8_900;
/** Our estimate of how far a load goes per province or state on the prairies (each is 600-800 km across). */
const KM_PER_JURISDICTION = 700;
/** A pilot car costs USD 1.75-2.50 a mile [PILOT]; the middle, USD 2.00, is 1.70 CAD per km. */
const ESCORT_CENTS_PER_KM = 170;

/**
 * Beyond routine permits a person prices the load (drivers bid): wider than 16 ft (4.88 m: two escorts and weekend
 * bans in North Dakota [ND], superload start in Missouri [RH]), a load taller than 4.58 m (5.18 m overall, where
 * Saskatchewan checks power lines [SKF]), longer than 23 m or heavier than 36 t (beyond the lowboy class).
 */
const ROUTINE_LIMITS = { widthM: 4.88, loadHeightM: 4.58, lengthM: 23, weightKg: 36_000 } as const;
/**
 * Superloads (call the office): wider or taller than 18 ft overall (5.49 m; North Dakota's superload start, police
 * escort there and in Montana [ND] [MT]), which is 5.03 m of load on the lowest (18 in, 0.46 m) lowboy well [FHH]; longer
 * than 110 ft (33.5 m) or heavier than 160,000 lb (72.5 t) [RH] [LC].
 */
/**
 * Where a province at either end of the route routinely permits less than the corridor: Alberta's routine permits go to
 * 14 ft 7 in (4.45 m) wide [ABW]. The provinces and states in between are not known to a quote.
 */
const ROUTINE_WIDTH_BY_REGION: Readonly<Record<string, number>> = { AB: 4.45 };

/** The routine limits for a route that starts and ends in `regions` (postal codes such as `SK`, `AB`, `ND`). */
export const routineLimitsFor = (regions: readonly string[]) => {
  const widths = regions.flatMap((region) => ROUTINE_WIDTH_BY_REGION[region] ?? []);
  return { ...ROUTINE_LIMITS, widthM: Math.min(ROUTINE_LIMITS.widthM, ...widths) };
};

export const SUPERLOAD_LIMITS = { widthM: 5.49, loadHeightM: 5.03, lengthM: 33.5, weightKg: 72_500 } as const;

export type PermitInput = {
  load: LoadMeasures;
  distanceKm: number;
  /** A towed unit rides on its own wheels at its own height; carried loads add the deck (checked on a lowboy). */
  isTowed: boolean;
  /** Over 4.15 m overall on the lowest deck that carries it. */
  isOverLegalHeight: boolean;
};

const escortsFor = ({ load, isTowed }: PermitInput): number => {
  const forWidth = WIDTH_ESCORTS.findLast((band) => load.widthM > band.overM)?.escorts ?? 0;
  const forHeight = !isTowed && load.heightM > HEIGHT_POLE_OVER_LOAD_M ? 1 : 0;
  return Math.max(forWidth, forHeight);
};

/** The permit and escort lines of a load, in exact CAD cents; none for a load within legal limits. */
export const permitLines = (input: PermitInput): LineAmounts => {
  const { load, distanceKm, isTowed, isOverLegalHeight } = input;
  const isOverLength = !isTowed && load.lengthM > LEGAL_LOAD_LENGTH_M;
  const lines: LineAmounts = {};
  if (load.widthM > LEGAL_WIDTH_M || isOverLegalHeight || isOverLength) {
    lines.oversize_permit = PERMIT_CENTS_PER_JURISDICTION * (1 + distanceKm / KM_PER_JURISDICTION);
  }
  const escorts = escortsFor(input);
  if (escorts > 0) lines.escort = escorts * ESCORT_CENTS_PER_KM * distanceKm;
  return lines;
};
