import type { CargoDraft } from './quote-draft';

type Measure = 'length' | 'width' | 'height' | 'weight';

/**
 * Spec 5: "dimensions that seem high prompt a confirmation". Above these a load needs permits or a special trailer
 * (Saskatchewan's legal 4.15 m height, a 53 ft / 16.2 m deck, the 3.1 m permit band, a 22 t flatbed load), or a
 * unit was likely mixed up; the shipper is asked to check before the quote is priced.
 */
const SEEMS_HIGH: Record<Measure, number> = { length: 16.2, width: 3.1, height: 4.15, weight: 22_000 };

export const unusualMeasures = (load: Pick<CargoDraft, Measure>): Measure[] =>
  (Object.keys(SEEMS_HIGH) as Measure[]).filter((measure) => (load[measure] ?? 0) > SEEMS_HIGH[measure]);
