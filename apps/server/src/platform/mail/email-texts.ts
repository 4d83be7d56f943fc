import type { Language } from '@freight/domain';
import enUs from './texts/en-us.json' with { type: 'json' };
import es from './texts/es.json' with { type: 'json' };
import fr from './texts/fr.json' with { type: 'json' };
import ko from './texts/ko.json' with { type: 'json' };

type Catalogue = typeof enUs;

/** Every dotted path to a string in the English catalogue ("verify.subject"): a typo fails the typecheck. */
type KeyOf<T, Prefix extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${Prefix}${K}` : KeyOf<T[K], `${Prefix}${K}.`>;
}[keyof T & string];

type EmailTextKey = KeyOf<Catalogue>;

/** The server's own translations (emails and the pages their links open); the web keeps its own in apps/web. */
export const EMAIL_CATALOGUES: Record<Language, Catalogue> = { 'en-us': enUs, fr, es, ko };

const lookup = (catalogue: unknown, key: string): string | undefined => {
  const found = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], catalogue);
  return typeof found === 'string' ? found : undefined;
};

export type EmailTranslate = (key: EmailTextKey, params?: Record<string, string | number>) => string;

/**
 * The translate function of one language: `{{name}}` placeholders take `params` as plain text (escaping for HTML is
 * the layout's job, so a name is never escaped twice). A key missing in a language falls back to English.
 */
export const emailTranslator =
  (language: Language): EmailTranslate =>
  (key, params = {}) => {
    const template = lookup(EMAIL_CATALOGUES[language], key) ?? lookup(enUs, key) ?? key;
    return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
  };
