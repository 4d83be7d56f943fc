import type { LoadType } from '../hauls/load-types';
import { priceOnDeck } from './deck-class';
import { blendLines, type LineAmounts } from './line-amounts';
import { fitsWithin, type LoadMeasures, largestShare, rampShare } from './load-measures';
import { permitLines } from './permit-rules';
import {
  CAR_CARRIER_VEHICLE,
  CLASS_RATES,
  LOWBOY_MAX_LOAD_HEIGHT_M,
  SELF_PROPELLED_RV_CATEGORIES,
  type SizeClass,
  TOW_AWAY,
  TOWED_CATEGORIES,
  TOWED_LOAD_TYPES,
} from './rates-table';
import { truckLines } from './truck-cost';

/** What the quote knows of the load: its measures, its load type and, when picked from the catalogue, its category. */
export type LoadDescription = {
  load: LoadMeasures;
  loadType: LoadType;
  /** The spec catalogue's category (`fifth_wheel`, `combine`, `pickup` ...), or null when typed in by hand. */
  category: string | null;
};

export type TruckPrice = { sizeClass: SizeClass; lines: LineAmounts };

const isOneOf = (list: readonly string[], value: string | null) => value !== null && list.includes(value);

const isTowed = ({ loadType, category }: LoadDescription) =>
  isOneOf(TOWED_CATEGORIES, category) ||
  (isOneOf(TOWED_LOAD_TYPES, loadType) && !isOneOf(SELF_PROPELLED_RV_CATEGORIES, category));

/** A pickup's hotshot truck pulling a trailer of `lengthM`: 80 % of the hotshot's price for short trailers, 100 % from 12 m. */
export const towAwayLines = (lengthM: number, distanceKm: number): LineAmounts => {
  const { shortTrailerM, longTrailerM, shortTrailerShare } = TOW_AWAY;
  const share = shortTrailerShare + (1 - shortTrailerShare) * rampShare(lengthM, shortTrailerM, longTrailerM);
  return truckLines(CLASS_RATES.standard, distanceKm, share);
};

const carCarrierLines = (load: LoadMeasures, distanceKm: number): LineAmounts => {
  const { surchargeFrom, surchargeFull, heavyDutyPercent } = CAR_CARRIER_VEHICLE;
  const heavyDutyShare = largestShare(load, surchargeFrom, surchargeFull);
  const lines = truckLines(CLASS_RATES.light, distanceKm);
  if (heavyDutyShare > 0) {
    const carried = (lines.line_haul ?? 0) + (lines.loading ?? 0) + (lines.unloading ?? 0);
    lines.heavy_duty_vehicle = (carried * heavyDutyPercent * heavyDutyShare) / 100;
  }
  return lines;
};

/**
 * Chooses how the load moves and prices the truck for it (line haul, handling, heavy-duty surcharge, permits and
 * escorts), in exact CAD cents: towed units behind a pickup, vehicles on a car carrier, everything else on the smallest deck class that
 * carries it. Near the end of what a tow-away or car-carrier truck takes, the price moves linearly toward the deck
 * price, so the change of truck never makes a cliff. Null when no truck carries the load (beyond 36 t or 23 m).
 */
export const priceTruck = (description: LoadDescription, distanceKm: number): TruckPrice | null => {
  const { load, loadType } = description;
  const deck = priceOnDeck(load, distanceKm);
  const deckLines = deck && {
    ...deck.lines,
    ...permitLines({ load, distanceKm, isTowed: false, isOverLegalHeight: load.heightM > LOWBOY_MAX_LOAD_HEIGHT_M }),
  };
  if (isTowed(description) && fitsWithin(load, TOW_AWAY.max)) {
    const share = largestShare(load, TOW_AWAY.handOffFrom, TOW_AWAY.max);
    const towed = {
      ...towAwayLines(load.lengthM, distanceKm),
      ...permitLines({ load, distanceKm, isTowed: true, isOverLegalHeight: false }),
    };
    return { sizeClass: 'tow_away', lines: deckLines ? blendLines(towed, deckLines, share) : towed };
  }
  if (loadType === 'vehicle' && fitsWithin(load, CAR_CARRIER_VEHICLE.max)) {
    const share = largestShare(load, CAR_CARRIER_VEHICLE.handOffFrom, CAR_CARRIER_VEHICLE.max);
    // Within the car carrier's 2.6 m no vehicle needs a permit.
    const carried = carCarrierLines(load, distanceKm);
    return { sizeClass: 'light', lines: deckLines ? blendLines(carried, deckLines, share) : carried };
  }
  return deck && deckLines && { sizeClass: deck.deckClass, lines: deckLines };
};
