/** Spec section 9: miles in one kilometre. */
export const MI_PER_KM = 0.621371;

/**
 * Kilometres (storage) to miles (display), unrounded; round only when formatting.
 * Plain arithmetic: never throws, NaN and Infinity pass through, the sign is kept.
 */
export const kmToMi = (distanceKm: number): number => distanceKm * MI_PER_KM;

/**
 * Miles to kilometres for storage, unrounded.
 * Plain arithmetic: never throws, NaN and Infinity pass through, the sign is kept.
 */
export const miToKm = (distanceMi: number): number => distanceMi / MI_PER_KM;
