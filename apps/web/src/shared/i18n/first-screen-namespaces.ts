/**
 * Each language's file is split at build time (build/locale-chunks.ts) into three parts (issue 22):
 * - `first`: what the app shell and the welcome page use, fetched before the first render;
 * - `quote-start`: what the quote's first step adds (the quote, places, form fields, the map), fetched with the
 *   quote's first pages (app/lazy-page.ts), so the welcome page does not download the quote's strings;
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

/** What the quote's first step uses besides the first part. */
export const QUOTE_START_NAMESPACES = ['quote', 'places', 'fields', 'map'] as const;

export type LocalePart = 'first' | 'quote-start' | 'rest';

/** The part of a language's file that holds `namespace`. */
export const localePartOf = (namespace: string): LocalePart => {
  if ((FIRST_SCREEN_NAMESPACES as readonly string[]).includes(namespace)) return 'first';
  if ((QUOTE_START_NAMESPACES as readonly string[]).includes(namespace)) return 'quote-start';
  return 'rest';
};
