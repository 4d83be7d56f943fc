export const LANGUAGES = ['en-us', 'fr', 'es', 'ko'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en-us';

/**
 * Older clients sent `enus`; the spec (section 5) says it means `en-us`.
 * Anything unknown falls back to the default rather than failing a request.
 */
export const normalizeLanguage = (value: string | null | undefined): Language => {
  const lowered = (value ?? '').trim().toLowerCase().replace('_', '-');
  if (lowered === 'enus' || lowered === 'en') return 'en-us';
  return (LANGUAGES as readonly string[]).includes(lowered) ? (lowered as Language) : DEFAULT_LANGUAGE;
};

const fromBrowserTag = (tag: string): Language | undefined => {
  const primary = tag.toLowerCase().split('-')[0] ?? '';
  // Any English variant gets the one English we have; fr-CA and es-MX get fr and es.
  if (primary === 'en') return 'en-us';
  return LANGUAGES.find((language) => language === primary);
};

/**
 * The language a visitor gets before they choose one: their stored choice wins; otherwise the first of the browser's
 * languages we support; otherwise the default. The app decides with it in the browser (navigator.languages) and the
 * server with it for the prerendered welcome page (the language cookie, Accept-Language), so both pick the same.
 */
export const pickLanguage = (stored: string | null | undefined, browserTags: readonly string[]): Language => {
  if (stored) return normalizeLanguage(stored);
  for (const tag of browserTags) {
    const language = fromBrowserTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
};

/** The language tags of an Accept-Language header, most wanted first (`fr-CA,fr;q=0.9,en;q=0.5`). */
export const parseAcceptLanguage = (header: string | undefined): string[] =>
  (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = parameters.map((parameter) => /^\s*q=([\d.]+)\s*$/.exec(parameter)?.[1]).find(Boolean);
      return { tag: tag.trim(), quality: quality === undefined ? 1 : Number(quality), index };
    })
    .filter(({ tag, quality }) => tag !== '' && tag !== '*' && quality > 0)
    .sort((a, b) => b.quality - a.quality || a.index - b.index)
    .map(({ tag }) => tag);
