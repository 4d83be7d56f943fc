import type { Plugin, Rolldown } from 'vite';

type OutputChunk = Rolldown.OutputChunk;

/**
 * The pages a signed-in driver's visit opens on, by address (a key ending in `/` is a prefix), and the module each
 * address shows (app/router.tsx), with the modules a page other than a first screen fetches with its own code
 * (zod and the contracts, app/lazy-page.ts `checksAnswersAtOnce`) and before it (app/later-pages.ts).
 */
const EARLY_PAGES: Record<string, string> = {
  '/search-jobs': 'src/features/search/search-jobs-page.tsx',
  '/job/': 'src/features/job/job-page.tsx',
};
const CHECKS_ANSWERS = 'src/shared/api/first-load-schemas.ts';
/** Where the pages other than the first screens are imported from, which the app fetches before any of them. */
const LATER_PAGES = 'src/app/later-pages.ts';

const chunkOf = (chunks: OutputChunk[], module: string): OutputChunk => {
  const chunk = chunks.find((candidate) => candidate.facadeModuleId?.replaceAll('\\', '/').endsWith(`/${module}`));
  if (!chunk) throw new Error(`page-chunks: no chunk is the entry of ${module}`);
  return chunk;
};

/** A chunk's file and every file it imports statically, the imports' imports too. */
const withStaticImports = (chunk: OutputChunk, byFile: Map<string, OutputChunk>): Set<string> => {
  const files = new Set<string>();
  const visit = (current: OutputChunk) => {
    if (files.has(current.fileName)) return;
    files.add(current.fileName);
    for (const file of current.imports) {
      const imported = byFile.get(file);
      if (imported) visit(imported);
    }
  };
  visit(chunk);
  return files;
};

/** Address -> the scripts of its page that the entry does not already bring, as file names under the output folder. */
export const pageChunkMap = (bundle: Rolldown.OutputBundle): Record<string, string[]> => {
  const chunks = Object.values(bundle).filter((output): output is OutputChunk => output.type === 'chunk');
  const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const entry = chunks.find((chunk) => chunk.isEntry);
  if (!entry) throw new Error('page-chunks: the bundle has no entry');
  const inEntry = withStaticImports(entry, byFile);
  const checks = withStaticImports(chunkOf(chunks, CHECKS_ANSWERS), byFile);
  const laterPages = withStaticImports(chunkOf(chunks, LATER_PAGES), byFile);
  return Object.fromEntries(
    Object.entries(EARLY_PAGES).map(([address, module]) => {
      const files = new Set([...laterPages, ...withStaticImports(chunkOf(chunks, module), byFile), ...checks]);
      return [address, [...files].filter((file) => !inEntry.has(file))];
    }),
  );
};

/**
 * Names the driver's pages' own scripts in index.html (`<meta name="page-chunks">`), so public/boot.js fetches them
 * beside the entry's instead of once the entry has run and matched the address (issue 22: the job search's code,
 * about 45 files, was asked for only then). A meta tag rather than an inline script: the Content-Security-Policy
 * forbids inline scripts.
 */
export const pageChunks = (): Plugin => ({
  name: 'freight:page-chunks',
  apply: 'build',
  transformIndexHtml: {
    order: 'post',
    handler: (_html, context) => {
      if (!context.bundle) return [];
      // `<address> <file> <file>…` per page, pages apart by `|`: a fifth of the size of JSON in an attribute, whose
      // quotes become `&quot;`, in every page's HTML.
      const content = Object.entries(pageChunkMap(context.bundle))
        .map(([address, files]) => [address, ...files].join(' '))
        .join('|');
      return [{ tag: 'meta', attrs: { name: 'page-chunks', content }, injectTo: 'head-prepend' }];
    },
  },
});
