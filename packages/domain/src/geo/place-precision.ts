// Plain values apart from the geo contract's schemas, so the quote's first screen can use them without zod.

/**
 * How exactly a place's point stands for where a load is: a street address; a town's centre; a US ZIP or an urban
 * Canadian postal area (a few km); a rural municipality or county (its centre can be 30+ km off); a rural Canadian
 * postal area (S0L: up to 200 km across). The last two are approximate: the web asks for the town or a pin.
 */
export const PLACE_PRECISIONS = ['address', 'town', 'postal_code', 'area', 'postal_area'] as const;
export type PlacePrecision = (typeof PLACE_PRECISIONS)[number];
export const isApproximatePrecision = (precision: PlacePrecision): boolean =>
  precision === 'area' || precision === 'postal_area';
