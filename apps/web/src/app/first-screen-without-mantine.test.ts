import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');

/**
 * The files drawn on a first screen (decision 024): the shell (every layout but the menu drawer, a lazy chunk of its
 * own), the app's start and providers, the routes' error boundaries and page, the welcome page and the quote's first step
 * with what they draw. Mantine's components, stylesheet and context (shared/ui/mantine-scope.tsx) come later, with the
 * parts that use them (shared/ui/lazy-with-mantine.tsx); none of Mantine is on the first load. The size budget
 * (e2e/initial-load-budget.spec.ts) measures the outcome; this names the file that broke it.
 */
const FIRST_SCREEN_FILES = [
  ...readdirSync(path.join(SRC, 'app/layouts'))
    .filter((file) => file.endsWith('.tsx') && file !== 'menu-drawer.tsx')
    .map((file) => `app/layouts/${file}`),
  'main.tsx',
  'app/app.tsx',
  'app/providers.tsx',
  'app/app-routes.tsx',
  'app/root-route.tsx',
  'app/routes/not-found-page.tsx',
  'app/routes/page-error-boundary.tsx',
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
  'shared/map/lazy-route-map.tsx',
  'shared/analytics/consent-banner.tsx',
  'shared/offline/offline-notice.tsx',
  ...readdirSync(path.join(SRC, 'shared/ui'))
    .filter(
      (file) =>
        file.endsWith('.tsx') && !['password-field.tsx', 'section-panel.tsx', 'mantine-scope.tsx'].includes(file),
    )
    .map((file) => `shared/ui/${file}`),
];

/** Names imported as values (not `import type`) from @mantine/core: what would put its code in the first load. */
const mantineValueImports = (source: string): string[] =>
  [...source.matchAll(/import\s+(?!type\b)\{([^}]*)\}\s+from\s+'@mantine\/core'/g)].flatMap(([, names]) =>
    (names ?? '')
      .split(',')
      .map((name) => name.trim())
      .filter((name) => name !== '' && !name.startsWith('type ')),
  );

describe('the first screens', () => {
  it.each(FIRST_SCREEN_FILES)('%s draws no Mantine component', (file) => {
    expect(mantineValueImports(readFileSync(path.join(SRC, file), 'utf8'))).toEqual([]);
  });

  it('finds the Mantine components a file imports (so the check above can fail)', () => {
    const source = [
      "import { Button, type ButtonProps, Text } from '@mantine/core';",
      "import type { AutocompleteProps } from '@mantine/core';",
    ].join('\n');
    expect(mantineValueImports(source)).toEqual(['Button', 'Text']);
  });
});
