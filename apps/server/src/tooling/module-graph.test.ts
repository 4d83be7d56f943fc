import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { readModuleGraph } from './module-graph';

const MODULES_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'modules');

/** The layers of README "Map of the code", lowest first: a module imports only modules of lower layers. */
const LAYERS = [
  [
    'audit',
    'dev-mailbox',
    'exchange-rates',
    'geo',
    'health',
    'ledger',
    'notices',
    'pictures',
    'public-config',
    'push',
    'referrals',
    'spec',
    'view-times',
  ],
  ['drivers'],
  ['users', 'haul-search'],
  ['auth', 'hauls'],
  ['inspections'],
  ['documents'],
  ['quotes', 'bids', 'delivery', 'payments', 'chat', 'load-alerts'],
  ['admin', 'disputes'],
];
const layerOf = (module: string) => LAYERS.findIndex((layer) => layer.includes(module));

describe('the server module graph', () => {
  const graph = readModuleGraph(MODULES_DIR);

  it('has no circle of modules importing each other', () => {
    expect(graph.modules.length).toBeGreaterThan(20);
    expect(graph.cycles).toEqual([]);
  });

  it('keeps every module above the modules it imports, in the layers the README lists', () => {
    expect([...LAYERS.flat()].sort()).toEqual(graph.modules);
    const upward = [...graph.edges].flatMap(([from, targets]) =>
      [...targets].filter((to) => layerOf(to) >= layerOf(from)).map((to) => `${from} -> ${to}`),
    );
    expect(upward).toEqual([]);
  });

  it('lets a module reach another only through its index.ts (tests: also its testing.ts)', () => {
    expect(graph.internalsImports).toEqual([]);
  });
});

describe('the module graph check', () => {
  const root = mkdtempSync(join(tmpdir(), 'module-graph-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const write = (path: string, text: string) => {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  };

  it('reports a circle made of distinct files and an import of another module’s internals', () => {
    write('a/index.ts', "export { runA } from './a.service';\n");
    write('a/a.service.ts', "import { runB } from '../b';\nexport const runA = () => runB();\n");
    write('b/index.ts', "export { runB } from './b.service';\n");
    write('b/b.service.ts', "import type { A } from '../a/a.types';\nexport const runB = (a?: A) => a;\n");
    write('a/a.types.ts', 'export type A = { id: string };\n');
    write('c/index.ts', "import { runA } from '../a';\nexport const runC = () => runA();\n");
    write('c/c.test.ts', "import { helper } from '../a/testing';\nimport { runB } from '../b';\n");
    write('a/testing.ts', 'export const helper = 1;\n');

    const graph = readModuleGraph(root);

    expect(graph.cycles).toEqual([['a', 'b']]);
    expect(graph.internalsImports).toEqual(['b/b.service -> a/a.types']);
    expect(graph.edges.get('c')).toEqual(new Set(['a']));
    expect(graph.crossImports).toBe(3);
  });
});
