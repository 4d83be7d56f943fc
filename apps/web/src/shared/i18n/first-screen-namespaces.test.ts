import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import enUs from '../../locales/en-us.json';
import { FIRST_SCREEN_NAMESPACES } from './first-screen-namespaces';

const SRC = path.resolve(import.meta.dirname, '../..');

/**
 * The files a first screen shows before the rest of the translations arrive: the app shell (every layout but the
 * menu drawer, which waits for them), the welcome page and the quote's first step. Pages opened later wait for the
 * rest (app/lazy-page.ts), so only these must keep to the first screens' namespaces.
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
  'features/quote/quote-layout.tsx',
  'features/quote/place-step-page.tsx',
  'features/quote/quote-start.tsx',
  'features/quote/components/place-search.tsx',
  'features/quote/components/quote-steps.tsx',
  'shared/geo/place-autocomplete.tsx',
  'shared/geo/map-pin-dialog.tsx',
  'shared/ui/language-select.tsx',
  'shared/offline/offline-notice.tsx',
  'shared/analytics/consent-banner.tsx',
  'shared/i18n/translate-api-error.ts',
];

const NAMESPACE_NAMES = Object.keys(enUs);

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
    for (const namespace of FIRST_SCREEN_NAMESPACES) expect(NAMESPACE_NAMES).toContain(namespace);
  });

  it.each(FIRST_SCREEN_FILES)('hold every namespace %s uses', (file) => {
    const used = namespacesUsedIn(readFileSync(path.join(SRC, file), 'utf8'));
    const missing = used.filter((namespace) => !(FIRST_SCREEN_NAMESPACES as readonly string[]).includes(namespace));
    expect(missing).toEqual([]);
  });

  it('finds the namespaces a file uses (so the check above can fail)', () => {
    expect(namespacesUsedIn("useTranslation(['driver', 'common']); t('admin:title'); useTranslation('quote')")).toEqual(
      ['driver', 'common', 'quote', 'admin'],
    );
  });
});
