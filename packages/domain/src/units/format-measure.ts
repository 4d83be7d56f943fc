import type { Language } from '../constants/languages';
import { getNumberFormat } from '../intl/number-format';
import { kmToMi } from './distance';
import { metresToFeetInches, metresToMetresCentimetres } from './length';
import type { UnitSystem } from './unit-system';
import { kgToLb } from './weight';

// One convention everywhere: Intl formats the number (grouping per language), the unit stays the short
// abbreviation (ft, in, m, cm, lb, kg, mi, km) in every language, after a plain space.
const WHOLE_NUMBER: Intl.NumberFormatOptions = { maximumFractionDigits: 0, roundingMode: 'halfExpand' };

const assertMeasure = (value: number, name: string): void => {
  if (!Number.isFinite(value) || value < 0) {
    throw new RangeError(`${name} must be a finite number >= 0, got ${value}`);
  }
};

// `+ 0` turns -0 into 0 so it never prints as "-0".
const formatWhole = (value: number, language: Language): string =>
  getNumberFormat(language, WHOLE_NUMBER).format(value + 0);

/**
 * A stored length in metres as the user reads it: "12 ft 4 in" (whole inches, carried) or "3 m 76 cm".
 * Numbers are grouped per language ("1,234 ft" in en-us, "1 234 ft" with U+202F in fr).
 * Throws RangeError when lengthM is negative or not finite.
 */
export const formatLength = (lengthM: number, system: UnitSystem, language: Language): string => {
  switch (system) {
    case 'imp': {
      const { feet, inches } = metresToFeetInches(lengthM);
      return `${formatWhole(feet, language)} ft ${formatWhole(inches, language)} in`;
    }
    case 'metric': {
      const { metres, centimetres } = metresToMetresCentimetres(lengthM);
      return `${formatWhole(metres, language)} m ${formatWhole(centimetres, language)} cm`;
    }
    default:
      throw new RangeError(`Unknown unit system: ${system satisfies never}`);
  }
};

/**
 * A stored weight in kilograms with 0 decimals (spec section 9): "4,409 lb" or "2,000 kg", rounded half up.
 * Throws RangeError when weightKg is negative or not finite.
 */
export const formatWeight = (weightKg: number, system: UnitSystem, language: Language): string => {
  assertMeasure(weightKg, 'weightKg');
  switch (system) {
    case 'imp':
      return `${formatWhole(kgToLb(weightKg), language)} lb`;
    case 'metric':
      return `${formatWhole(weightKg, language)} kg`;
    default:
      throw new RangeError(`Unknown unit system: ${system satisfies never}`);
  }
};

/**
 * A stored distance in kilometres with 0 decimals (spec section 9): "1,286 mi" or "2,070 km", rounded half up.
 * Throws RangeError when distanceKm is negative or not finite.
 */
export const formatDistance = (distanceKm: number, system: UnitSystem, language: Language): string => {
  assertMeasure(distanceKm, 'distanceKm');
  switch (system) {
    case 'imp':
      return `${formatWhole(kmToMi(distanceKm), language)} mi`;
    case 'metric':
      return `${formatWhole(distanceKm, language)} km`;
    default:
      throw new RangeError(`Unknown unit system: ${system satisfies never}`);
  }
};
