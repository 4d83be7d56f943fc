/**
 * How a user sees lengths, weights and distances: the wire values of `User.unit_choice` (spec section 3).
 * Storage never depends on it: lengths are metres, weights kilograms, distances kilometres.
 */
export const UNIT_SYSTEMS = ['metric', 'imp'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

/** A unit system as stored or sent (exactly `metric` or `imp`); null for anything else. */
export const parseUnitSystem = (text: string | null | undefined): UnitSystem | null =>
  UNIT_SYSTEMS.find((known) => known === text) ?? null;
