import type { Plugin, Rolldown } from 'vite';

type ResolveDependencies = (
  filename: string,
  deps: string[],
  context: { hostId: string; hostType: string },
) => string[];

/**
 * Vite lists, at each `import()`, the files the imported chunk needs, to fetch them beside it (its preload list). The
 * list repeats the chunks the importing chunk itself imports statically (React, i18next, TanStack Query...), which
 * are loaded by the time any of its code runs, so listing them fetches nothing: leaving them out loses nothing, and
 * saved about 1 KB gzipped of the quote's first step (issue 22). `preloadLists()` reads the chunks as the bundle is
 * written (before Vite writes the lists), `resolveDependencies` (Vite's `build.modulePreload` hook) leaves them out.
 */
export const preloadLists = (): { plugin: Plugin; resolveDependencies: ResolveDependencies } => {
  let chunks: Map<string, Rolldown.OutputChunk> | undefined;
  const loadedBy = new Map<string, Set<string>>();

  const staticClosure = (host: string): Set<string> => {
    const known = loadedBy.get(host);
    if (known) return known;
    if (!chunks) throw new Error('preload-lists: Vite asked for a preload list before the bundle was read');
    const files = new Set<string>();
    const visit = (file: string) => {
      if (files.has(file)) return;
      files.add(file);
      for (const imported of chunks?.get(file)?.imports ?? []) visit(imported);
    };
    visit(host);
    loadedBy.set(host, files);
    return files;
  };

  return {
    plugin: {
      name: 'freight:preload-lists',
      apply: 'build',
      generateBundle: {
        order: 'pre',
        handler: (_options, bundle) => {
          chunks = new Map(
            Object.values(bundle)
              .filter((output): output is Rolldown.OutputChunk => output.type === 'chunk')
              .map((chunk) => [chunk.fileName, chunk]),
          );
          loadedBy.clear();
        },
      },
    },
    resolveDependencies: (_filename, deps, { hostId, hostType }) => {
      if (hostType !== 'js') return deps;
      const loaded = staticClosure(hostId);
      return deps.filter((dep) => !loaded.has(dep));
    },
  };
};
