import type { Language } from '@freight/domain';
import type enUs from '../../locales/en-us.json';

export type Locale = typeof enUs;

/**
 * One chunk per language, fetched when needed: a visitor downloads only their own language (about 26 KB gzipped
 * each), not the four (issue 22). Listed one by one so the bundler sees every file and names each chunk.
 */
const loaders: Record<Language, () => Promise<{ default: Locale }>> = {
  'en-us': () => import('../../locales/en-us.json'),
  fr: () => import('../../locales/fr.json'),
  es: () => import('../../locales/es.json'),
  ko: () => import('../../locales/ko.json'),
};

export const loadLocale = async (language: Language): Promise<Locale> => (await loaders[language]()).default;
