import { describe, expect, it } from 'vitest';
import { normalizeLanguage } from './languages';

describe('normalizeLanguage', () => {
  it.each([
    ['enus', 'en-us'],
    ['en-us', 'en-us'],
    ['EN_US', 'en-us'],
    ['fr', 'fr'],
    ['es', 'es'],
    ['ko', 'ko'],
    ['de', 'en-us'],
    [null, 'en-us'],
  ])('maps %s to %s', (input, expected) => {
    expect(normalizeLanguage(input)).toBe(expected);
  });
});
