import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseMeasurementInput, sanitizeMeasurementInput } from './measurement-input';

describe('parseMeasurementInput', () => {
  it.each([
    ['-12 ft', 12],
    ['1,200 kg', 1200],
    ['12', 12],
    ['3.76 m', 3.76],
    ['.5', 0.5],
    ['5.', 5],
    ['12.5.3', 12.53],
    ['  007 ', 7],
    ['about 40 000 lb', 40_000],
    ['3,5', 35],
    ['12.000', 12],
    ['', null],
    ['kg', null],
    ['.', null],
    ['-', null],
    [null, null],
    [undefined, null],
    ['9'.repeat(400), null],
  ])('reads %j as %j', (text, expected) => {
    expect(parseMeasurementInput(text)).toBe(expected);
  });

  it('never gives a negative number', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const value = parseMeasurementInput(text);
        expect(value === null || (value >= 0 && Number.isFinite(value))).toBe(true);
      }),
    );
  });

  it('reads a sanitized entry the same as the raw entry (parsing is idempotent)', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(parseMeasurementInput(sanitizeMeasurementInput(text))).toBe(parseMeasurementInput(text));
      }),
    );
  });

  it('reads back any non-negative decimal it is given, whatever the sign or unit around it', () => {
    const decimals = fc.integer({ min: 0, max: 1_000_000_000 }).map((hundredths) => hundredths / 100);
    const noise = fc.constantFrom('', '-', ' kg', ' ft', ' m', '~');
    fc.assert(
      fc.property(decimals, noise, noise, (value, before, after) => {
        expect(parseMeasurementInput(`${before}${value.toFixed(2)}${after}`)).toBe(value);
      }),
    );
  });
});

describe('sanitizeMeasurementInput', () => {
  it.each([
    ['-1,200.50 kg', '1200.50'],
    ['1.2.3', '1.23'],
    ['abc', ''],
    ['１２', ''],
  ])('keeps digits and the first point of %j: %j', (text, expected) => {
    expect(sanitizeMeasurementInput(text)).toBe(expected);
  });

  it('is idempotent and leaves at most one point', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = sanitizeMeasurementInput(text);
        expect(sanitizeMeasurementInput(once)).toBe(once);
        expect(once).toMatch(/^[0-9]*\.?[0-9]*$/);
      }),
    );
  });
});
