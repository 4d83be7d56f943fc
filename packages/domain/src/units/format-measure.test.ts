import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants/languages';
import { formatDistance, formatLength, formatWeight } from './format-measure';
import { parseMeasurementInput } from './measurement-input';
import { UNIT_SYSTEMS } from './unit-system';

// French groups thousands with U+202F (narrow no-break space); Spanish groups only from five digits.
const NNBSP = '\u202f';

describe('formatLength', () => {
  it.each([
    [3.76, 'imp', 'en-us', '12 ft 4 in'],
    [3.76, 'metric', 'en-us', '3 m 76 cm'],
    [1.82, 'imp', 'en-us', '6 ft 0 in'],
    [0.2, 'metric', 'en-us', '0 m 20 cm'],
    [0, 'imp', 'ko', '0 ft 0 in'],
    [1000, 'imp', 'en-us', '3,280 ft 10 in'],
    [1000, 'imp', 'fr', `3${NNBSP}280 ft 10 in`],
    [1234.5, 'metric', 'fr', `1${NNBSP}234 m 50 cm`],
    [1234.5, 'metric', 'es', '1234 m 50 cm'],
    [1234.5, 'metric', 'ko', '1,234 m 50 cm'],
  ] as const)('shows %f m in %s for %s as %j', (lengthM, system, language, expected) => {
    expect(formatLength(lengthM, system, language)).toBe(expected);
  });

  it('refuses a negative length', () => {
    expect(() => formatLength(-1, 'metric', 'en-us')).toThrow(RangeError);
  });
});

describe('formatWeight', () => {
  it.each([
    [2000, 'imp', 'en-us', '4,409 lb'],
    [2000, 'metric', 'en-us', '2,000 kg'],
    [2000, 'metric', 'fr', `2${NNBSP}000 kg`],
    [2000, 'imp', 'fr', `4${NNBSP}409 lb`],
    [2000, 'metric', 'es', '2000 kg'],
    [20_000, 'metric', 'es', '20.000 kg'],
    [2000, 'metric', 'ko', '2,000 kg'],
    [0.4, 'metric', 'en-us', '0 kg'],
    [0.5, 'metric', 'en-us', '1 kg'],
    [-0, 'metric', 'en-us', '0 kg'],
  ] as const)('shows %f kg in %s for %s as %j', (weightKg, system, language, expected) => {
    expect(formatWeight(weightKg, system, language)).toBe(expected);
  });

  it.each([-1, Number.NaN])('refuses %f kg', (weightKg) => {
    expect(() => formatWeight(weightKg, 'imp', 'en-us')).toThrow(RangeError);
  });
});

describe('formatDistance', () => {
  it.each([
    [2070, 'imp', 'en-us', '1,286 mi'],
    [2070, 'metric', 'en-us', '2,070 km'],
    [2070, 'imp', 'fr', `1${NNBSP}286 mi`],
    [2070, 'metric', 'ko', '2,070 km'],
    [12.6, 'metric', 'es', '13 km'],
  ] as const)('shows %f km in %s for %s as %j', (distanceKm, system, language, expected) => {
    expect(formatDistance(distanceKm, system, language)).toBe(expected);
  });

  it.each([-1, Number.POSITIVE_INFINITY])('refuses %f km', (distanceKm) => {
    expect(() => formatDistance(distanceKm, 'metric', 'en-us')).toThrow(RangeError);
  });
});

describe('measure formatting in every language and unit system', () => {
  const systems = fc.constantFrom(...UNIT_SYSTEMS);
  const languages = fc.constantFrom(...LANGUAGES);

  it('shows whole numbers with 0 decimals that read back as the rounded weight (en-us)', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1_000_000, noNaN: true }), (weightKg) => {
        expect(parseMeasurementInput(formatWeight(weightKg, 'metric', 'en-us'))).toBe(Math.round(weightKg));
      }),
    );
  });

  it('always ends with the unit abbreviation and never shows a minus sign', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100_000, noNaN: true }), systems, languages, (value, system, language) => {
        expect(formatLength(value, system, language)).toMatch(/ (in|cm)$/);
        expect(formatWeight(value, system, language)).toMatch(/ (lb|kg)$/);
        expect(formatDistance(value, system, language)).toMatch(/ (mi|km)$/);
        expect(formatWeight(value, system, language)).not.toMatch(/[-\u2212]/);
      }),
    );
  });
});
