import { type Language, pickLanguage } from '@freight/domain';
import { hintLanguage } from '../server-hints/server-hints';

const STORAGE_KEY = 'language';

/**
 * The stored choice wins; otherwise the first browser language we support; otherwise the default. The server is told
 * the stored choice too, so its prerendered welcome page is in the same language (decision 027).
 */
export const pickInitialLanguage = (): Language => {
  const stored = readStoredLanguage();
  hintLanguage(stored);
  return pickLanguage(stored, navigator.languages ?? []);
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
  hintLanguage(language);
};
