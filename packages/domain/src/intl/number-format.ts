import type { Language } from '../constants/languages';

/**
 * The app's language codes (spec section 3) as BCP 47 tags for Intl. French is plain `fr` (not `fr-CA`) so digit
 * grouping uses the narrow no-break space U+202F; `fr-CA` would use U+00A0.
 */
const INTL_LOCALES = {
  'en-us': 'en-US',
  fr: 'fr',
  es: 'es',
  ko: 'ko',
} as const satisfies Record<Language, string>;

export type IntlLocale = (typeof INTL_LOCALES)[Language];

/** Maps an app language (`en-us`, `fr`, `es`, `ko`) to the locale tag Intl expects. Never throws. */
export const toIntlLocale = (language: Language): IntlLocale => INTL_LOCALES[language];

// Building an Intl.NumberFormat is costly next to using one; a table of prices formats thousands of cells.
const formatCache = new Map<string, Intl.NumberFormat>();

/**
 * A shared Intl.NumberFormat for an app language and options; same inputs give the same instance.
 * Throws RangeError (from Intl) for invalid options such as an unknown currency code.
 */
export const getNumberFormat = (language: Language, options: Intl.NumberFormatOptions): Intl.NumberFormat => {
  const key = `${language}|${JSON.stringify(options)}`;
  const cached = formatCache.get(key);
  if (cached) return cached;
  const created = new Intl.NumberFormat(toIntlLocale(language), options);
  formatCache.set(key, created);
  return created;
};
