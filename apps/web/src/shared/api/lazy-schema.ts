const loadSchemas = () => import('./first-load-schemas');

type FirstLoadSchemas = Awaited<ReturnType<typeof loadSchemas>>;

/**
 * One of the shell's response schemas, fetched when its answer arrives instead of with the first page: modules on
 * every page's first load ask for theirs this way, so zod (about 25 KB gzipped) waits for the first response.
 */
export const lazySchema =
  <Name extends keyof FirstLoadSchemas>(name: Name): (() => Promise<FirstLoadSchemas[Name]>) =>
  async () =>
    (await loadSchemas())[name];
