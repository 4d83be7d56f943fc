import { blendLines, type LineAmounts } from './line-amounts';
import { fitsWithin, type LoadMeasures, largestShare } from './load-measures';
import { CLASS_RATES, DECK_CLASSES, type DeckClass } from './rates-table';
import { truckLines } from './truck-cost';

export type DeckPrice = { deckClass: DeckClass; lines: LineAmounts };

/**
 * The smallest deck class that carries the load (metres, kilograms) and its price over `distanceKm`: toward the top
 * of a class the price moves linearly to the next class's, so the class edge itself costs nothing extra. Null when
 * no class carries the load (heavier than 36 t or longer than 23 m).
 */
export const priceOnDeck = (load: LoadMeasures, distanceKm: number): DeckPrice | null => {
  const index = DECK_CLASSES.findIndex((deckClass) => fitsWithin(load, CLASS_RATES[deckClass].max));
  if (index < 0) return null;
  const deckClass = DECK_CLASSES[index] as DeckClass;
  const own = truckLines(CLASS_RATES[deckClass], distanceKm);
  const next = DECK_CLASSES[index + 1];
  if (next === undefined) return { deckClass, lines: own };
  const { rampFrom, max } = CLASS_RATES[deckClass];
  const share = largestShare(load, rampFrom, max);
  return { deckClass, lines: blendLines(own, truckLines(CLASS_RATES[next], distanceKm), share) };
};
