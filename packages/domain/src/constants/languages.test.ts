import { describe, expect, it } from 'vitest';
import { normalizeLanguage, parseAcceptLanguage, pickLanguage } from './languages';

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

describe('pickLanguage', () => {
  it('keeps a stored choice over the browser languages', () => {
    expect(pickLanguage('ko', ['fr-CA', 'en'])).toBe('ko');
  });

  it('takes the first browser language we support, any English being en-us', () => {
    expect(pickLanguage(null, ['de-DE', 'es-MX', 'fr'])).toBe('es');
    expect(pickLanguage(null, ['en-GB'])).toBe('en-us');
  });

  it('falls back to the default when nothing is supported', () => {
    expect(pickLanguage(undefined, ['de', 'it'])).toBe('en-us');
  });
});

describe('parseAcceptLanguage', () => {
  it('orders the tags by quality, keeping the order of equals and dropping q=0 and *', () => {
    expect(parseAcceptLanguage('de;q=0.2, ko;q=0.8, fr-CA, *;q=0.1, es;q=0')).toEqual(['fr-CA', 'ko', 'de']);
  });

  it('reads a missing header as no preference', () => {
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });
});
