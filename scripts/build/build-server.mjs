// The server bundle: apps/server's entry points as ES modules for Node 20, with the workspace's TypeScript
// (@freight/domain) compiled in and every npm package left to node_modules (native sharp and argon2, PGlite's wasm).
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';

/** `dist/<name>.js` for each: the server, and the CLIs an operator runs in production (seed:demo refuses it). */
const ENTRY_POINTS = { server: 'src/server.ts', 'create-staff': 'src/cli/create-staff.ts' };

const dependenciesOf = (root, dir) =>
  Object.keys(JSON.parse(readFileSync(path.join(root, dir, 'package.json'), 'utf8')).dependencies ?? {});

const packageName = (specifier) =>
  specifier
    .split('/')
    .slice(0, specifier.startsWith('@') ? 2 : 1)
    .join('/');

/**
 * Bundles our own code and leaves packages external, refusing a package that `npm ci --omit=dev` would not install
 * (a run-time import of a dev dependency would otherwise only fail in production).
 */
const packagesStayExternal = (root) => {
  const installed = new Set([...dependenciesOf(root, 'apps/server'), ...dependenciesOf(root, 'packages/domain')]);
  return {
    name: 'packages-stay-external',
    setup(build) {
      build.onResolve({ filter: /^[^./]/ }, ({ path: specifier }) => {
        const name = packageName(specifier);
        if (specifier.startsWith('node:') || builtinModules.includes(name)) return { external: true };
        if (name.startsWith('@freight/')) return undefined;
        if (installed.has(name)) return { external: true };
        return {
          errors: [
            {
              text: `${name} is imported at run time but is not a dependency of apps/server or packages/domain, so a production install (npm ci --omit=dev) would leave it out`,
            },
          ],
        };
      });
    },
  };
};

export const buildServer = async (root, outDir) => {
  const esbuild = await import('esbuild');
  const serverDir = path.join(root, 'apps/server');
  await esbuild.build({
    absWorkingDir: serverDir,
    entryPoints: ENTRY_POINTS,
    outdir: outDir,
    bundle: true,
    splitting: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    // Not minified, so a stack trace in a production log still reads; the maps serve `node --enable-source-maps`.
    sourcemap: 'linked',
    sourcesContent: false,
    logLevel: 'warning',
    plugins: [packagesStayExternal(root)],
  });
  await esbuild.stop();
};
