/** Spec section 9. The spec's 3.28084 differs from the exact 1 / 0.3048 in the sixth decimal; the spec wins. */
export const FEET_PER_METRE = 3.28084;
export const INCHES_PER_FOOT = 12;
export const CENTIMETRES_PER_METRE = 100;

const INCHES_PER_METRE = FEET_PER_METRE * INCHES_PER_FOOT;

/** An imperial length as entered and shown: whole feet plus inches. */
export type FeetInches = { feet: number; inches: number };

/** A metric length as entered and shown: whole metres plus centimetres. */
export type MetresCentimetres = { metres: number; centimetres: number };

const assertLength = (value: number, name: string): void => {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a finite number >= 0, got ${value}`);
  }
};

/** Splits a whole count of small units into whole large units and the remainder (0 .. perLarge - 1). */
const carry = (totalSmall: number, perLarge: number): [large: number, small: number] => [
  Math.floor(totalSmall / perLarge),
  totalSmall % perLarge,
];

/**
 * Metres to whole feet and whole inches for display. Inches are rounded to the nearest whole inch first and then
 * carried, so `inches` is always 0..11 (1.82 m is 6 ft 0 in, never 5 ft 12 in).
 * Throws RangeError when lengthM is negative or not finite.
 */
export const metresToFeetInches = (lengthM: number): FeetInches => {
  assertLength(lengthM, 'lengthM');
  const [feet, inches] = carry(Math.round(lengthM * INCHES_PER_METRE), INCHES_PER_FOOT);
  return { feet, inches };
};

/**
 * Feet plus inches to metres for storage. Inches may be fractional or exceed 11 (0 ft 30 in is accepted as typed).
 * Throws RangeError when either part is negative or not finite.
 */
export const feetInchesToMetres = ({ feet, inches }: FeetInches): number => {
  assertLength(feet, 'feet');
  assertLength(inches, 'inches');
  return (feet * INCHES_PER_FOOT + inches) / INCHES_PER_METRE;
};

/**
 * Metres to whole metres and whole centimetres for display. Centimetres are rounded first and then carried, so
 * `centimetres` is always 0..99 (1.999 m is 2 m 0 cm).
 * Throws RangeError when lengthM is negative or not finite.
 */
export const metresToMetresCentimetres = (lengthM: number): MetresCentimetres => {
  assertLength(lengthM, 'lengthM');
  const [metres, centimetres] = carry(Math.round(lengthM * CENTIMETRES_PER_METRE), CENTIMETRES_PER_METRE);
  return { metres, centimetres };
};

/**
 * Metres plus centimetres to metres for storage. Centimetres may be fractional or exceed 99.
 * Throws RangeError when either part is negative or not finite.
 */
export const metresCentimetresToMetres = ({ metres, centimetres }: MetresCentimetres): number => {
  assertLength(metres, 'metres');
  assertLength(centimetres, 'centimetres');
  return metres + centimetres / CENTIMETRES_PER_METRE;
};
