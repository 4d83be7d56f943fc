import { afterFirstLoad } from '../ui/when-idle';

const importSchemas = () => import('./first-load-schemas');

// Zod and the contracts are fetched once the first load is over, never before: the first answers (session, profile,
// visitor account, public config) wait for it rather than hold back the first paint (decision 024). The contracts stay
// the one description of each answer, checked before anything reads it.
const loadSchemas = async () => {
  await afterFirstLoad();
  return importSchemas();
};

type FirstLoadSchemas = Awaited<ReturnType<typeof importSchemas>>;

/**
 * One of the shell's response schemas, fetched when its answer arrives and the first load is over, instead of with
 * the first page: modules on every page's first load ask for theirs this way, so zod (about 25 KB gzipped) is never
 * part of the first load.
 */
export const lazySchema =
  <Name extends keyof FirstLoadSchemas>(name: Name): (() => Promise<FirstLoadSchemas[Name]>) =>
  async () =>
    (await loadSchemas())[name];
