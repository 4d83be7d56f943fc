import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname, '../..');

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
 * A load's page is drawn plain (decision 024, issue 22): on a driver's phone it shows without Mantine's components,
 * context or 250 KB stylesheet, which come with its dialogs and rarer parts (lazy-dialog.tsx, lazy-part.tsx) when
 * those first show. The router loads it without Mantine (app/router.tsx), so a Mantine component drawn by the page
 * itself would find no context: this names the file that would bring one.
 */
describe('a load’s page', () => {
  const modules = staticModulesOf(path.join(SRC, 'features/job/job-page.tsx'));

  it('brings the page’s own parts with it (the walk follows imports)', () => {
    const names = modules.map((file) => path.relative(SRC, file));
    expect(names).toContain('features/job/components/driver-actions.tsx');
    expect(names).toContain('shared/drivers/driver-access-notice.tsx');
  });

  it.each(modules.map((file) => [path.relative(SRC, file), file]))('%s draws no Mantine component', (_name, file) => {
    expect(mantineComponents(readFileSync(file, 'utf8'))).toEqual([]);
  });

  it('finds the Mantine components a file imports (so the check above can fail)', () => {
    const source = [
      "import { Button, type ButtonProps, Text } from '@mantine/core';",
      "import type { AutocompleteProps } from '@mantine/core';",
      "import { lazyPart } from './lazy-part';",
    ].join('\n');
    expect(mantineComponents(source)).toEqual(['Button', 'Text']);
  });
});
