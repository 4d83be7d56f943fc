import { z } from 'zod';

/**
 * How a user sees lengths, weights and distances: the wire values of `User.unit_choice` (spec section 3).
 * Storage never depends on it: lengths are metres, weights kilograms, distances kilometres.
 */
export const UNIT_SYSTEMS = ['metric', 'imp'] as const;
export const UnitSystemSchema = z.enum(UNIT_SYSTEMS);
export type UnitSystem = z.infer<typeof UnitSystemSchema>;
