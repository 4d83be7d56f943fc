import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../constants/languages';
import { getNumberFormat, toIntlLocale } from './number-format';

describe('toIntlLocale', () => {
  it.each([
    ['en-us', 'en-US'],
    ['fr', 'fr'],
    ['es', 'es'],
    ['ko', 'ko'],
  ] as const)('maps the app language %s to the Intl locale %s', (language, expected) => {
    expect(toIntlLocale(language)).toBe(expected);
  });

  it('gives every app language a locale Intl supports', () => {
    for (const language of LANGUAGES) {
      expect(Intl.NumberFormat.supportedLocalesOf([toIntlLocale(language)])).toHaveLength(1);
    }
  });
});

describe('getNumberFormat', () => {
  it('reuses one formatter for the same language and options', () => {
    const first = getNumberFormat('fr', { maximumFractionDigits: 0 });
    expect(getNumberFormat('fr', { maximumFractionDigits: 0 })).toBe(first);
    expect(getNumberFormat('es', { maximumFractionDigits: 0 })).not.toBe(first);
  });

  it('groups French thousands with a narrow no-break space', () => {
    expect(getNumberFormat('fr', { maximumFractionDigits: 0 }).format(12_345)).toBe('12\u202f345');
  });
});
