/** A load's size in metres and kilograms, as the quote form sends it (spec section 3, Load). */
export type LoadMeasures = { lengthM: number; widthM: number; heightM: number; weightKg: number };

const MEASURES = ['lengthM', 'widthM', 'heightM', 'weightKg'] as const;

/** 0 at or below `from`, 1 at or above `to`, linear between: how far a value has moved across a ramp. */
export const rampShare = (value: number, from: number, to: number): number => {
  if (value <= from) return 0;
  if (value >= to) return 1;
  return (value - from) / (to - from);
};

/** The furthest any measure has moved across its ramp, over the measures given both a start and an end. */
export const largestShare = (load: LoadMeasures, from: Partial<LoadMeasures>, to: Partial<LoadMeasures>): number =>
  MEASURES.reduce((largest, measure) => {
    const start = from[measure];
    const end = to[measure];
    if (start === undefined || end === undefined) return largest;
    return Math.max(largest, rampShare(load[measure], start, end));
  }, 0);

/** True when no measure given in `max` is exceeded. */
export const fitsWithin = (load: LoadMeasures, max: Partial<LoadMeasures>): boolean =>
  MEASURES.every((measure) => {
    const limit = max[measure];
    return limit === undefined || load[measure] <= limit;
  });
