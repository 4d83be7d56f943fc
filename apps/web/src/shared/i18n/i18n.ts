import { DEFAULT_LANGUAGE, LANGUAGES } from '@freight/domain';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { pickInitialLanguage } from './language-preference';
import { NAMESPACES, resources } from './resources';

// Screen readers pick their voice from <html lang>, so it follows every change, including the first one.
i18next.on('languageChanged', (language) => {
  document.documentElement.lang = language;
});

void i18next.use(initReactI18next).init({
  resources,
  lng: pickInitialLanguage(),
  fallbackLng: DEFAULT_LANGUAGE,
  supportedLngs: LANGUAGES,
  lowerCaseLng: true,
  // With lowerCaseLng, 'en-us' would otherwise also look up 'en', which we do not ship.
  load: 'currentOnly',
  ns: NAMESPACES,
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  // Resources are bundled, so the first render can already be translated.
  initAsync: false,
});
