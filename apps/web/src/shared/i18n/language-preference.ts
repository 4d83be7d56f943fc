import { DEFAULT_LANGUAGE, LANGUAGES, type Language, normalizeLanguage } from '@freight/domain';

const STORAGE_KEY = 'language';

const fromBrowserTag = (tag: string): Language | undefined => {
  const primary = tag.toLowerCase().split('-')[0] ?? '';
  // Any English variant gets the one English we have; fr-CA and es-MX get fr and es.
  if (primary === 'en') return 'en-us';
  return LANGUAGES.find((language) => language === primary);
};

/** The stored choice wins; otherwise the first browser language we support; otherwise the default. */
export const pickInitialLanguage = (): Language => {
  const stored = readStoredLanguage();
  if (stored) return normalizeLanguage(stored);
  for (const tag of navigator.languages ?? []) {
    const language = fromBrowserTag(tag);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
};

const readStoredLanguage = (): string | null => {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    // Storage can be blocked (private mode, strict cookie settings); the app still works without it.
    return null;
  }
};

export const storeLanguage = (language: string): void => {
  try {
    localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // Not persisting is acceptable: the language still applies for this visit.
  }
};
