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
