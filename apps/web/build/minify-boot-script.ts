import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { transform } from 'esbuild';
import type { Plugin, ResolvedConfig } from 'vite';

/** The scripts of public/ that run before the app, in the ES5 of the browsers boot.js warns. */
const BOOT_SCRIPTS = ['boot.js', 'signed-in-start.js'];

/**
 * public/boot.js (and signed-in-start.js, which it adds for a signed-in start) minified in the build: it is copied as written, comments and all, and its reasons are worth keeping
 * in the source but not on every phone's first load (2.6 KB gzipped as written, 1.3 KB minified; issue 22's budget).
 * esbuild, because it keeps the ES5 the script is written in (the old browsers it warns must be able to parse it);
 * Vite's own minifier emits ES2015 at the least. Runs once the files are written, before the service worker's list
 * and the compressed copies are made (both at closeBundle).
 */
export const minifyBootScript = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'freight:minify-boot-script',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(options) {
      for (const name of BOOT_SCRIPTS) {
        const file = path.join(options.dir ?? path.resolve(config.root, config.build.outDir), name);
        const { code } = await transform(await readFile(file, 'utf8'), { minify: true, target: 'es5', loader: 'js' });
        await writeFile(file, code);
      }
    },
  };
};
