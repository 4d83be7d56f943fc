import type { Language } from '@freight/domain';

/** Each language named in itself, so a reader can find their own whatever language is showing. */
export const LANGUAGE_NAMES: Record<Language, string> = {
  'en-us': 'English',
  fr: 'Français',
  es: 'Español',
  ko: '한국어',
};
