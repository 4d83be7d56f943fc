/**
 * Each language's file is split at build time (build/locale-chunks.ts) into three parts (issue 22):
 * - `first`: what the app shell and the welcome page use, fetched before the first render;
 * - `quote-start`: what the quote's first step adds (its own words in `quoteStart`, the place search's, the map's),
 *   fetched with the quote's first pages (app/lazy-page.ts), so the welcome page does not download the quote's strings;
 *   the rest of the quote's words (`quote`: the load step, the result, its dialogs) wait with the later pages;
 * - `rest`: every other namespace, fetched with the first page that needs them.
 * A namespace a first screen uses but its part lacks would show its keys until it arrives: the first-screen
 * namespaces test checks the files of the shell, the welcome page and the quote's first step.
 */
export const FIRST_SCREEN_NAMESPACES = [
  'common',
  'nav',
  'welcome',
  'errors',
  'dialogs',
  'notFound',
  'appUpdate',
  'offline',
  'analytics',
] as const;

/**
 * What the quote's first step uses besides the first part: its own words are a namespace of their own (`quoteStart`)
 * so the three quarters of the quote's words its later steps use stay out of a first visit's download (issue 22).
 */
export const QUOTE_START_NAMESPACES = ['quoteStart', 'places', 'map'] as const;

export type LocalePart = 'first' | 'quote-start' | 'rest';

/** The part of a language's file that holds `namespace`. */
export const localePartOf = (namespace: string): LocalePart => {
  if ((FIRST_SCREEN_NAMESPACES as readonly string[]).includes(namespace)) return 'first';
  if ((QUOTE_START_NAMESPACES as readonly string[]).includes(namespace)) return 'quote-start';
  return 'rest';
};
