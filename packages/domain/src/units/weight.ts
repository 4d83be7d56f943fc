/** Spec section 9: pounds in one kilogram. */
export const LB_PER_KG = 2.20462;

/**
 * Kilograms (storage) to pounds (display or imperial entry), unrounded; round only when formatting.
 * Plain arithmetic: never throws, NaN and Infinity pass through, the sign is kept.
 */
export const kgToLb = (weightKg: number): number => weightKg * LB_PER_KG;

/**
 * Pounds as entered to kilograms for storage, unrounded.
 * Plain arithmetic: never throws, NaN and Infinity pass through, the sign is kept.
 */
export const lbToKg = (weightLb: number): number => weightLb / LB_PER_KG;
