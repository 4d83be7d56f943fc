import { execFile } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Language } from '@freight/domain';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type ResolvedConfig, type Rolldown } from 'vite';
import type { PrerenderedPageName, PrerenderedWelcome } from '../src/prerender/render-welcome';
import { inlineFirstScreenCss } from './first-screen-css';
import { localeChunks } from './locale-chunks';

const run = promisify(execFile);

/**
 * Each prerendered page's own modules (lazy pages): the client chunks holding them name the stylesheets the page
 * links. Each page goes in the build as `<name>/<language>.html`, read by the server (decision 027).
 */
const PAGE_MODULES: Record<PrerenderedPageName, RegExp[]> = {
  welcome: [/[\\/]src[\\/]features[\\/]welcome[\\/]welcome-page\.tsx$/],
  'quote-origin': [
    /[\\/]src[\\/]features[\\/]quote[\\/]quote-layout\.tsx$/,
    /[\\/]src[\\/]features[\\/]quote[\\/]place-step-page\.tsx$/,
  ],
  'search-jobs': [/[\\/]src[\\/]features[\\/]search[\\/]search-jobs-page\.tsx$/],
  job: [/[\\/]src[\\/]features[\\/]job[\\/]job-page\.tsx$/],
};
/** The folders of the prerendered pages in the build (the service worker leaves them out). */
export const PRERENDERED_DIRS = Object.keys(PAGE_MODULES);

/**
 * The renderer runs in a process of its own, with what a first-time visitor's browser offers the first render (online,
 * no storage, no stored choice): the build's own process keeps Node's globals untouched for the plugins after this one.
 */
const RUNNER = `
const memory = new Map();
globalThis.localStorage = {
  getItem: (key) => (memory.has(key) ? memory.get(key) : null),
  setItem: (key, value) => void memory.set(key, String(value)),
  removeItem: (key) => void memory.delete(key),
};
Object.defineProperty(globalThis, 'navigator', {
  value: { onLine: true, languages: [], language: undefined, userAgent: 'prerender' },
  configurable: true,
});
const { LANGUAGES, PRERENDERED_PAGES, renderPage } = await import('./render-welcome.js');
const pages = {};
for (const name of Object.keys(PRERENDERED_PAGES)) {
  pages[name] = {};
  for (const language of LANGUAGES) pages[name][language] = await renderPage(name, language);
}
process.stdout.write(JSON.stringify(pages));
`;

const escapeText = (text: string) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');

/** Every stylesheet the chunks holding `modules` need, their static imports' included. */
const stylesheetsOf = (bundle: Rolldown.OutputBundle, modules: RegExp[]): string[] => {
  const chunks = Object.values(bundle).filter((output) => output.type === 'chunk');
  const starts = modules.map((module) => {
    const start = chunks.find((chunk) => chunk.moduleIds.some((id) => module.test(id)));
    if (!start) throw new Error(`prerender-welcome: no chunk holds ${module}`);
    return start;
  });
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const seen = new Set<string>();
  const css = new Set<string>();
  const visit = (chunk: Rolldown.OutputChunk) => {
    if (seen.has(chunk.fileName)) return;
    seen.add(chunk.fileName);
    for (const file of chunk.viteMetadata?.importedCss ?? []) css.add(file);
    for (const imported of chunk.imports) {
      const next = byName.get(imported);
      if (next) visit(next);
    }
  };
  for (const start of starts) visit(start);
  return [...css];
};

/**
 * index.html with a prerendered page in it: its language, title and stylesheets, the loading page hidden, and the
 * address it was drawn for (main.tsx hydrates only there).
 */
export const welcomeDocument = (
  indexHtml: string,
  language: Language,
  { html, title, path: address, reader }: PrerenderedWelcome,
  stylesheets: string[],
): string => {
  const links = stylesheets
    .filter((href) => !indexHtml.includes(`href="${href}"`))
    .map((href) => `<link rel="stylesheet" crossorigin href="${href}">`)
    .join('');
  const replace = (page: string, from: string | RegExp, to: string) => {
    const next = page.replace(from, to);
    if (next === page) throw new Error(`prerender-welcome: index.html has no ${from}`);
    return next;
  };
  let page = replace(indexHtml, /<html lang="[^"]*"/, `<html lang="${language}"`);
  page = replace(page, /<title>[^<]*<\/title>/, `<title>${escapeText(title)}</title>`);
  page = replace(page, '</head>', `${links}</head>`);
  // Kept for boot.js: a bundle that fails to load, or a browser told to switch, still shows its message over the page.
  page = replace(page, '<div id="boot">', '<div id="boot" class="is-prerendered">');
  // The Content-Security-Policy forbids inline scripts (decision 013): a page needing one would not come alive.
  if (/<script/i.test(html)) throw new Error(`prerender-welcome: the ${language} page holds an inline script`);
  // The address too: main.tsx takes the markup over only where it was drawn for, and only a visitor's page.
  return replace(
    page,
    '<div id="root"></div>',
    `<div id="root" data-prerendered="${language}" data-prerendered-path="${address}" data-prerendered-reader="${reader}">${html}</div>`,
  );
};

/**
 * Prerenders the welcome page `/` in each language at build time (decision 027), so its HTML is the first paint and
 * the largest one, not a loading spinner the app replaces after its scripts, language and session: Vite builds
 * src/prerender/render-welcome.tsx for Node with the same plugins that matter for what renders (React, the locale
 * chunks, CSS modules named as in the client build), a child process renders it, the rules the page uses are inlined
 * (first-screen-css.ts), and the pages are written to `welcome/<language>.html` before the service worker's list and
 * the compressed copies are made.
 */
export const prerenderWelcome = (): Plugin => {
  let config: ResolvedConfig;
  return {
    name: 'freight:prerender-welcome',
    apply: (_config, env) => env.command === 'build' && !env.isSsrBuild,
    configResolved(resolved) {
      config = resolved;
    },
    async writeBundle(options, bundle) {
      const outDir = options.dir ?? path.resolve(config.root, config.build.outDir);
      // Under apps/web, so the renderer's imports resolve from the workspace's node_modules.
      const serverDir = path.join(config.root, 'node_modules/.cache/prerender-welcome');
      await rm(serverDir, { recursive: true, force: true });
      await build({
        configFile: false,
        root: config.root,
        logLevel: 'warn',
        mode: config.mode,
        plugins: [react(), localeChunks()],
        ssr: { noExternal: ['@freight/domain'] },
        build: {
          ssr: 'src/prerender/render-welcome.tsx',
          outDir: serverDir,
          emptyOutDir: true,
          copyPublicDir: false,
          minify: false,
          // Written by vite-plugin-pwa for the browser build only; the worker is registered after load, never here.
          rolldownOptions: { external: ['virtual:pwa-register'] },
        },
      });
      await writeFile(path.join(serverDir, 'run.mjs'), RUNNER);
      const { stdout } = await run(process.execPath, [path.join(serverDir, 'run.mjs')], {
        cwd: serverDir,
        maxBuffer: 32 * 1024 * 1024,
      });
      const pages: Record<PrerenderedPageName, Partial<Record<Language, PrerenderedWelcome>>> = JSON.parse(stdout);
      const indexHtml = await readFile(path.join(outDir, 'index.html'), 'utf8');
      for (const [name, modules] of Object.entries(PAGE_MODULES) as [PrerenderedPageName, RegExp[]][]) {
        const stylesheets = stylesheetsOf(bundle, modules).map((file) => `/${file}`);
        await mkdir(path.join(outDir, name), { recursive: true });
        for (const [language, prerendered] of Object.entries(pages[name]) as [Language, PrerenderedWelcome][]) {
          const document = welcomeDocument(indexHtml, language, prerendered, stylesheets);
          await writeFile(path.join(outDir, name, `${language}.html`), await inlineFirstScreenCss(document, outDir));
        }
      }
    },
  };
};
