import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/**
 * The import graph between the server's modules (the folders of src/modules), read from the source with a plain
 * scan of `import`/`export ... from` and `import()`: dependency-cruiser finds circles of files, but a circle of
 * modules made of distinct files (a/x -> b/y -> a/z) is no file circle, so this graph is checked on its own.
 */
export type ModuleGraph = {
  modules: string[];
  /** module -> the modules its production code imports (tests and test helpers left out). */
  edges: Map<string, Set<string>>;
  /** How many import statements cross from one module to another, in production code. */
  crossImports: number;
  /** Each circle of modules (a strongly connected component of two or more), sorted. */
  cycles: string[][];
  /** Imports of another module's files other than its index.ts (tests: also testing.ts), as `from -> to`. */
  internalsImports: string[];
};

const SPECIFIER =
  /(?:\bimport|\bexport)\s[^'";]*?\bfrom\s*['"]([^'"]+)['"]|\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)|\bimport\s+['"]([^'"]+)['"]/g;

/** Test files, shared test helpers and a module's testing.ts: they never run in production. */
const isTestCode = (path: string): boolean =>
  /\.test\.ts$|\.test-helpers\.ts$|-test-fixtures\.ts$|(^|\/)testing\.ts$/.test(path);

const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });

const specifiersOf = (text: string): string[] =>
  [...text.matchAll(SPECIFIER)].map((match) => match[1] ?? match[2] ?? match[3] ?? '').filter(Boolean);

/** The module a path is in and the file inside it (`''` for the module folder itself), or null outside modules. */
const placeOf = (modulesDir: string, path: string): { module: string; file: string } | null => {
  const rel = relative(modulesDir, path);
  if (rel.startsWith('..') || rel === '') return null;
  const [module = '', ...rest] = rel.split(sep);
  return { module, file: rest.join('/').replace(/\.tsx?$/, '') };
};

/** Tarjan's strongly connected components; only circles (two or more modules) are kept. */
const findCycles = (edges: Map<string, Set<string>>): string[][] => {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (node: string): void => {
    index.set(node, counter);
    low.set(node, counter);
    counter++;
    stack.push(node);
    onStack.add(node);
    for (const next of edges.get(node) ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1) cycles.push(component.sort());
  };
  for (const node of edges.keys()) if (!index.has(node)) visit(node);
  return cycles.sort((a, b) => (a[0] ?? '').localeCompare(b[0] ?? ''));
};

/** Reads the module graph of `modulesDir` (apps/server/src/modules, or a fixture tree shaped like it). */
export const readModuleGraph = (modulesDir: string): ModuleGraph => {
  const modules = readdirSync(modulesDir)
    .filter((name) => statSync(join(modulesDir, name)).isDirectory())
    .sort();
  const edges = new Map(modules.map((module) => [module, new Set<string>()]));
  const internalsImports: string[] = [];
  let crossImports = 0;
  for (const path of sourceFiles(modulesDir)) {
    const from = placeOf(modulesDir, path);
    if (!from) continue;
    const isTest = isTestCode(path);
    for (const specifier of specifiersOf(readFileSync(path, 'utf8'))) {
      if (!specifier.startsWith('.')) continue;
      const to = placeOf(modulesDir, resolve(dirname(path), specifier));
      if (!to || to.module === from.module || !edges.has(to.module)) continue;
      const isDoor = to.file === '' || to.file === 'index' || (isTest && to.file === 'testing');
      if (!isDoor) internalsImports.push(`${from.module}/${from.file} -> ${to.module}/${to.file}`);
      if (isTest) continue;
      edges.get(from.module)?.add(to.module);
      crossImports++;
    }
  }
  return { modules, edges, crossImports, cycles: findCycles(edges), internalsImports: internalsImports.sort() };
};
