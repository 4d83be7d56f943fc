import { LANGUAGE_COOKIE, SESSION_HINT_COOKIE } from '@freight/domain';

// A year: the hints follow the stored choice and key, which do not expire on their own either.
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const setCookie = (name: string, value: string | null) => {
  try {
    // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is missing from Firefox; this must work everywhere.
    document.cookie =
      value === null
        ? `${name}=; Path=/; Max-Age=0; SameSite=Lax`
        : `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${MAX_AGE_SECONDS}; SameSite=Lax`;
  } catch {
    // Cookies can be blocked: the server then answers as for a new visitor, and the app still draws the right page.
  }
};

/** The language the reader chose, for the prerendered welcome page the server picks (decision 027). */
export const hintLanguage = (language: string | null): void => setCookie(LANGUAGE_COOKIE, language);

/** Whether this browser holds a session key: the server then sends the plain shell for `/`, not a visitor's page. */
export const hintSession = (hasSession: boolean): void => setCookie(SESSION_HINT_COOKIE, hasSession ? '1' : null);
