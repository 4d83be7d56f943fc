import type { Language } from '@freight/domain';
import type enUs from '../../locales/en-us.json';
import { type LocalePart, localePartOf } from './first-screen-namespaces';

export type Locale = typeof enUs;
type Namespace = keyof Locale;

type PartLoader = () => Promise<{ default: Partial<Locale> }>;

/**
 * Each language in three chunks (build/locale-chunks.ts, shared/i18n/first-screen-namespaces.ts). A visitor downloads
 * only their own language (issue 22), its first part before the first render. Listed one by one so the bundler sees
 * every part and names each chunk.
 */
const loaders: Record<Language, Record<LocalePart, PartLoader>> = {
  'en-us': {
    first: () => import('locale-part:en-us/first'),
    'quote-start': () => import('locale-part:en-us/quote-start'),
    rest: () => import('locale-part:en-us/rest'),
  },
  fr: {
    first: () => import('locale-part:fr/first'),
    'quote-start': () => import('locale-part:fr/quote-start'),
    rest: () => import('locale-part:fr/rest'),
  },
  es: {
    first: () => import('locale-part:es/first'),
    'quote-start': () => import('locale-part:es/quote-start'),
    rest: () => import('locale-part:es/rest'),
  },
  ko: {
    first: () => import('locale-part:ko/first'),
    'quote-start': () => import('locale-part:ko/quote-start'),
    rest: () => import('locale-part:ko/rest'),
  },
};

export const loadLocalePart = async (language: Language, part: LocalePart): Promise<Partial<Locale>> =>
  (await loaders[language][part]()).default;

/** One namespace of a language, from whichever part holds it. */
export const loadNamespace = async (language: Language, namespace: Namespace) =>
  (await loadLocalePart(language, localePartOf(namespace)))[namespace];
