// Runs dependency-cruiser on src with .dependency-cruiser.cjs.
//
// Why not plain `depcruise src`: dependency-cruiser reads TypeScript through the TypeScript compiler's JavaScript API,
// which TypeScript 7 (the native compiler this repo uses) no longer ships, so it would silently cruise 0 modules.
// Instead each .ts/.tsx file is parsed with oxc-parser (already installed for knip) and mirrored, at the same path,
// as a .js file holding only its imports (type-only imports included, so a layer rule also holds for types; lazy
// `import()` included). dependency-cruiser then cruises the mirror, and its report names the original files.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseSync } from 'oxc-parser';

const webRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const sourceRoot = join(webRoot, 'src');
const mirrorRoot = mkdtempSync(join(tmpdir(), 'web-deps-'));

function listFiles(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    return entry.isDirectory() ? listFiles(path) : [path];
  });
}

function importedSpecifiers(path, text) {
  const { module, errors } = parseSync(path, text);
  if (errors.length > 0) throw new Error(`${path}: ${errors[0].message}`);
  const fromImports = module.staticImports.map((entry) => entry.moduleRequest.value);
  const fromExports = module.staticExports.flatMap((entry) =>
    entry.entries.flatMap((item) => (item.moduleRequest ? [item.moduleRequest.value] : [])),
  );
  const fromLazy = module.dynamicImports
    .map((entry) => text.slice(entry.moduleRequest.start, entry.moduleRequest.end))
    .filter((literal) => /^['"`][^'"`$]*['"`]$/.test(literal))
    .map((literal) => literal.slice(1, -1));
  return [...new Set([...fromImports, ...fromExports, ...fromLazy])];
}

// The mirror's name for a source file, and back: a.tsx -> a.js (two sources differing only by extension would clash).
const mirrorNames = new Map();
for (const path of listFiles(sourceRoot)) {
  const relativePath = relative(webRoot, path);
  const target = join(mirrorRoot, relativePath);
  mkdirSync(dirname(target), { recursive: true });
  if (/\.d\.ts$/.test(path)) continue;
  if (!/\.tsx?$/.test(path)) {
    writeFileSync(target, '');
    continue;
  }
  const mirrorPath = `${relativePath.slice(0, -extname(relativePath).length)}.js`;
  if (mirrorNames.has(mirrorPath)) throw new Error(`${relativePath} and ${mirrorNames.get(mirrorPath)} share a name`);
  mirrorNames.set(mirrorPath, relativePath);
  const lines = importedSpecifiers(path, readFileSync(path, 'utf8')).map((spec) => `import ${JSON.stringify(spec)};`);
  writeFileSync(join(mirrorRoot, mirrorPath), `${lines.join('\n')}\n`);
}

const cruise = spawnSync(
  process.execPath,
  [
    join(webRoot, '../../node_modules/dependency-cruiser/bin/dependency-cruise.mjs'),
    '--config',
    join(webRoot, '.dependency-cruiser.cjs'),
    ...process.argv.slice(2),
    'src',
  ],
  { cwd: mirrorRoot, encoding: 'utf8' },
);
rmSync(mirrorRoot, { recursive: true, force: true });
const report = `${cruise.stdout}${cruise.stderr}`.replace(
  /src\/[\w./-]+\.js\b/g,
  (path) => mirrorNames.get(path) ?? path,
);
process.stdout.write(report);
process.exit(cruise.status ?? 1);
