import { describe, expect, it } from 'vitest';
import { currencyForBrowserLanguage } from './display-preferences';

describe('currencyForBrowserLanguage', () => {
  it.each([
    ['en-US', 'usd'],
    ['es-us', 'usd'],
    ['en-CA', 'cad'],
    ['fr-CA', 'cad'],
    ['ko-KR', 'cad'],
    ['en', 'cad'],
    [undefined, 'cad'],
    ['not a tag', 'cad'],
  ])('starts a browser set to %s on %s', (tag, currency) => {
    expect(currencyForBrowserLanguage(tag)).toBe(currency);
  });
});
