import type { Language } from '@freight/domain';
import type enUs from '../../locales/en-us.json';
import { FIRST_SCREEN_NAMESPACES, type LocalePart } from './first-screen-namespaces';

export type Locale = typeof enUs;
type Namespace = keyof Locale;
type FirstScreenNamespace = (typeof FIRST_SCREEN_NAMESPACES)[number];

type PartLoader = () => Promise<{ default: Partial<Locale> }>;

/**
 * Each language in two chunks (build/locale-chunks.ts): the namespaces a first screen needs, and the rest. A visitor
 * downloads only their own language (issue 22), its first part before the first render. Listed one by one so the
 * bundler sees every part and names each chunk.
 */
const loaders: Record<Language, Record<LocalePart, PartLoader>> = {
  'en-us': { first: () => import('locale-part:en-us/first'), rest: () => import('locale-part:en-us/rest') },
  fr: { first: () => import('locale-part:fr/first'), rest: () => import('locale-part:fr/rest') },
  es: { first: () => import('locale-part:es/first'), rest: () => import('locale-part:es/rest') },
  ko: { first: () => import('locale-part:ko/first'), rest: () => import('locale-part:ko/rest') },
};

const isFirstScreenNamespace = (namespace: string): namespace is FirstScreenNamespace =>
  (FIRST_SCREEN_NAMESPACES as readonly string[]).includes(namespace);

export const loadLocalePart = async (language: Language, part: LocalePart): Promise<Partial<Locale>> =>
  (await loaders[language][part]()).default;

/** One namespace of a language, from whichever part holds it. */
export const loadNamespace = async (language: Language, namespace: Namespace) =>
  (await loadLocalePart(language, isFirstScreenNamespace(namespace) ? 'first' : 'rest'))[namespace];
