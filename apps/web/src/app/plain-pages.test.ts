import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '..');

/** The module a relative import names, or null for a package, a stylesheet or anything not TypeScript. */
const resolveImport = (from: string, specifier: string): string | null => {
  if (!specifier.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), specifier);
  const found = [`${base}.tsx`, `${base}.ts`, path.join(base, 'index.ts')].find((candidate) => existsSync(candidate));
  return found ?? null;
};

/** Imports of values (not `import type`, not `import()`), as `[specifier, names]`. */
const valueImports = (source: string): [string, string][] =>
  [...source.matchAll(/^import\s+(?!type\b)([^;]*?)\s+from\s+'([^']+)';/gms)].map(([, names, specifier]) => [
    specifier ?? '',
    names ?? '',
  ]);

/** Every module the file brings with it when it loads: its static value imports, theirs too. */
const staticModulesOf = (entry: string): string[] => {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const [specifier] of valueImports(readFileSync(file, 'utf8'))) {
      const resolved = resolveImport(file, specifier);
      if (resolved) visit(resolved);
    }
  };
  visit(entry);
  return [...seen];
};

/** The Mantine components a file imports as values. */
const mantineComponents = (source: string): string[] =>
  valueImports(source)
    .filter(([specifier]) => specifier === '@mantine/core')
    .flatMap(([, names]) =>
      names
        .replace(/[{}]/g, '')
        .split(',')
        .map((name) => name.trim())
        .filter((name) => name !== '' && !name.startsWith('type ')),
    );

/**
 * A driver's two pages are drawn plain (decision 024, issue 22): on a phone they show without Mantine's components,
 * context or 250 KB stylesheet, which come with their dialogs, filters and rarer parts (lazyWithMantine, the job page's
 * lazy-dialog.tsx and lazy-part.tsx) when those first show. The router loads them without Mantine (app/router.tsx
 * `usesMantine: false`), so a Mantine component drawn by the page itself would find no context: this names the file
 * that would bring one. Mantine's hooks need no context and are fine.
 */
describe.each([
  ['a load’s page', 'features/job/job-page.tsx', 'features/job/components/driver-actions.tsx'],
  ['the job search', 'features/search/search-jobs-page.tsx', 'features/search/components/saved-searches.tsx'],
])('%s', (_page, entry, part) => {
  const modules = staticModulesOf(path.join(SRC, entry));

  it('brings the page’s own parts with it (the walk follows imports)', () => {
    expect(modules.map((file) => path.relative(SRC, file))).toContain(part);
  });

  it.each(modules.map((file) => [path.relative(SRC, file), file]))('%s draws no Mantine component', (_name, file) => {
    expect(mantineComponents(readFileSync(file, 'utf8'))).toEqual([]);
  });
});

it('finds the Mantine components a file imports (so the checks above can fail)', () => {
  const source = [
    "import { Button, type ButtonProps, Text } from '@mantine/core';",
    "import type { AutocompleteProps } from '@mantine/core';",
    "import { useDisclosure } from '@mantine/hooks';",
    "import { lazyPart } from './lazy-part';",
  ].join('\n');
  expect(mantineComponents(source)).toEqual(['Button', 'Text']);
});
