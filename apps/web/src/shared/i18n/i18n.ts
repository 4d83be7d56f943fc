import { DEFAULT_LANGUAGE, LANGUAGES, type Language, normalizeLanguage } from '@freight/domain';
import i18next from 'i18next';
import resourcesToBackend from 'i18next-resources-to-backend';
import { initReactI18next } from 'react-i18next';
import { FIRST_SCREEN_NAMESPACES, type LocalePart } from './first-screen-namespaces';
import { pickInitialLanguage } from './language-preference';
import { type Locale, loadLocalePart, loadNamespace } from './locale-loaders';

// Screen readers pick their voice from <html lang>, so it follows every change, including the first one.
/** The namespaces of the later parts, once known: a language chosen after they were asked for gets them too. */
const laterNamespaces = new Set<string>();

i18next.on('languageChanged', (language) => {
  // Not when the welcome page is prerendered at build time (decision 027): there is no document then.
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  // A switch that began while a later part was still loading fetched only what was loaded then; without this the
  // new language would lack the later namespaces and pages would show their keys.
  if (laterNamespaces.size > 0) void i18next.loadNamespaces([...laterNamespaces]);
});

/**
 * Starts i18next with the first screens' namespaces of the visitor's language already in memory, so the first render
 * is translated; the other namespaces follow with loadTranslations. Any other language is fetched by
 * `i18next.changeLanguage` itself (through the backend, every namespace loaded so far) before it switches, so a
 * switch never shows untranslated keys. `language` is given only by the build's prerender of the welcome page.
 * Resolves to the language started with.
 */
export const startI18n = async (language: Language = pickInitialLanguage()): Promise<Language> => {
  const locale = await loadLocalePart(language, 'first');
  await i18next
    .use(
      resourcesToBackend(async (other: string, namespace: keyof Locale) =>
        loadNamespace(normalizeLanguage(other), namespace),
      ),
    )
    .use(initReactI18next)
    .init({
      resources: { [language]: locale },
      // The first language is bundled in `resources`; the backend loads the others on demand.
      partialBundledLanguages: true,
      lng: language,
      // No fallback: the locales test keeps the four files key for key, and a fallback would fetch English too.
      fallbackLng: false,
      supportedLngs: LANGUAGES,
      lowerCaseLng: true,
      // With lowerCaseLng, 'en-us' would otherwise also look up 'en', which we do not ship.
      load: 'currentOnly',
      // A copy: i18next adds every namespace it loads later to this array.
      ns: [...FIRST_SCREEN_NAMESPACES],
      defaultNS: 'common',
      interpolation: { escapeValue: false },
    });
  return language;
};

const laterParts = new Map<LocalePart, Promise<void>>();

/**
 * A later part of the language's file (shared/i18n/first-screen-namespaces.ts), fetched once: by the pages that need
 * it before they render (app/lazy-page.ts). Loaded through i18next, so a later change of language fetches it too.
 */
export const loadTranslations = (part: Exclude<LocalePart, 'first'>): Promise<void> => {
  let loading = laterParts.get(part);
  if (!loading) {
    loading = loadLocalePart(normalizeLanguage(i18next.language), part).then(async (loaded) => {
      for (const namespace of Object.keys(loaded)) laterNamespaces.add(namespace);
      await i18next.loadNamespaces(Object.keys(loaded));
    });
    laterParts.set(part, loading);
  }
  return loading;
};

/** Every namespace no first screen needs: what a page other than the first screens waits for. */
export const loadLaterTranslations = async (): Promise<void> => {
  await Promise.all([loadTranslations('quote-start'), loadTranslations('rest')]);
};

/**
 * React takes the server's page over (decision 027) in two passes: the shell once the language is in, the page once
 * its code has arrived. A language applied in between changed the text the page is then read in, so React threw the
 * server's page away and drew it anew, reporting a mismatch (#418). A switch asked for meanwhile waits for the page to
 * have been taken over (`endPageTakeOver`), then applies: the header stays live all along, and the choice is kept.
 */
let endTakeOver: (() => void) | undefined;
let takenOver: Promise<void> = Promise.resolve();

/** Called as React starts taking the server's markup over (main.tsx); nothing waits when the app draws anew. */
export const startPageTakeOver = (): void => {
  takenOver = new Promise((done) => {
    endTakeOver = done;
  });
};

/**
 * The page has been taken over (its effects ran), or will not be: another address was shown, or its code failed to
 * load. Called more than once, it does nothing more.
 */
export const endPageTakeOver = (): void => {
  endTakeOver?.();
  endTakeOver = undefined;
};

/** The language last asked for while it loads: the one about to show, which a second ask must not repeat. */
let askedLanguage: string | undefined;

/**
 * Shows the app in `language`, unless it is the one showing or already on its way. i18next announces even a switch to
 * the language it shows, and every translated component on screen then renders again, in one task (issue 22: the
 * driver's profile arriving re-rendered the whole search for the language it was already in). A later ask for another
 * language still wins over one loading or waiting: i18next applies the latest.
 */
export const switchLanguage = async (language: string): Promise<void> => {
  if (language === (askedLanguage ?? i18next.language)) return;
  askedLanguage = language;
  try {
    // Not while the server's page is being taken over (above); a later ask meanwhile wins.
    await takenOver;
    if (askedLanguage !== language) return;
    await i18next.changeLanguage(language);
  } finally {
    if (askedLanguage === language) askedLanguage = undefined;
  }
};

/** Fetches a language ahead of a likely switch (the switcher hovered or focused), so the switch itself is instant. */
export const prefetchLanguage = (language: string): void => {
  void i18next.loadLanguages(language || DEFAULT_LANGUAGE);
};
