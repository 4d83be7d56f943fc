/**
 * The translation namespaces the app shell, the welcome page and the quote's first step use: each language's file
 * is split at build time (build/locale-chunks.ts) into these, fetched before the first render, and the rest, fetched
 * once the page is idle or with the first page that needs them (issue 22). A namespace missing here that a first
 * screen uses would show its keys until the rest arrives: the locale-parts test checks the shell's own files.
 */
export const FIRST_SCREEN_NAMESPACES = [
  'common',
  'nav',
  'welcome',
  'quote',
  'places',
  'errors',
  'fields',
  'dialogs',
  'notFound',
  'appUpdate',
  'offline',
  'analytics',
  'map',
] as const;

export type LocalePart = 'first' | 'rest';
