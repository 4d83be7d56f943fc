import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import enUs from '../../locales/en-us.json';
import { FIRST_SCREEN_NAMESPACES, QUOTE_START_NAMESPACES } from './first-screen-namespaces';

const SRC = path.resolve(import.meta.dirname, '../..');

/**
 * The files a first screen shows before the later translations arrive: the app shell (every layout but the menu
 * drawer, which waits for them) and the welcome page keep to the first part; the quote's first step may add its own
 * part (QUOTE_START_FILES). Pages opened later wait for all (app/lazy-page.ts).
 */
const FIRST_SCREEN_FILES = [
  ...readdirSync(path.join(SRC, 'app/layouts'))
    .filter((file) => file.endsWith('.tsx') && file !== 'menu-drawer.tsx')
    .map((file) => `app/layouts/${file}`),
  'app/request-problem-modals.tsx',
  'app/routes/not-found-page.tsx',
  'app/routes/route-error-page.tsx',
  ...readdirSync(path.join(SRC, 'features/welcome'))
    .filter((file) => file.endsWith('.tsx'))
    .map((file) => `features/welcome/${file}`),
  'shared/ui/language-select.tsx',
  'shared/offline/offline-notice.tsx',
  'shared/analytics/consent-banner.tsx',
  'shared/i18n/translate-api-error.ts',
];

/** The quote's first step (app/router.tsx: QUOTE_START_SCREEN) and what it draws. */
const QUOTE_START_FILES = [
  'features/quote/quote-layout.tsx',
  'features/quote/place-step-page.tsx',
  'features/quote/quote-start.tsx',
  'features/quote/components/place-search.tsx',
  'features/quote/components/quote-steps.tsx',
  'shared/geo/place-autocomplete.tsx',
  'shared/geo/map-pin-dialog.tsx',
  'shared/map/lazy-route-map.tsx',
];

const NAMESPACE_NAMES = Object.keys(enUs);

const missingFrom = (file: string, namespaces: readonly string[]) =>
  namespacesUsedIn(readFileSync(path.join(SRC, file), 'utf8')).filter((namespace) => !namespaces.includes(namespace));

/** Namespaces named by `useTranslation('ns')`, `useTranslation(['a', 'b'])` and `t('ns:key')`. */
const namespacesUsedIn = (source: string): string[] => {
  const named = [...source.matchAll(/useTranslation\(\s*(\[[^\]]*\]|'[^']*')/g)].flatMap(([, list]) =>
    [...(list ?? '').matchAll(/'([^']+)'/g)].map(([, name]) => name ?? ''),
  );
  const prefixed = [...source.matchAll(/['`]([a-zA-Z]+):[a-zA-Z]/g)].map(([, name]) => name ?? '');
  return [...named, ...prefixed].filter((name) => NAMESPACE_NAMES.includes(name));
};

describe('the first screens translations', () => {
  it('names only namespaces the locale files have', () => {
    for (const namespace of [...FIRST_SCREEN_NAMESPACES, ...QUOTE_START_NAMESPACES]) {
      expect(NAMESPACE_NAMES).toContain(namespace);
    }
  });

  it.each(FIRST_SCREEN_FILES)('of the first part hold every namespace %s uses', (file) => {
    expect(missingFrom(file, FIRST_SCREEN_NAMESPACES)).toEqual([]);
  });

  it.each(QUOTE_START_FILES)('of the first part and the quote start hold every namespace %s uses', (file) => {
    expect(missingFrom(file, [...FIRST_SCREEN_NAMESPACES, ...QUOTE_START_NAMESPACES])).toEqual([]);
  });

  it('finds the namespaces a file uses (so the check above can fail)', () => {
    expect(namespacesUsedIn("useTranslation(['driver', 'common']); t('admin:title'); useTranslation('quote')")).toEqual(
      ['driver', 'common', 'quote', 'admin'],
    );
  });
});
