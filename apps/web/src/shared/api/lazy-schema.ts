import { afterFirstLoad } from '../ui/when-idle';

const importSchemas = () => import('./first-load-schemas');

let startChecking: () => void = () => undefined;
const isWantedAtOnce = new Promise<void>((resolve) => {
  startChecking = resolve;
});

/**
 * A page other than the first screens is opening (app/lazy-page.ts): it brings zod with its own code, and what it
 * draws first (the driver's job, the search once the profile says who is searching) waits for answers checked here.
 * The contracts are then fetched beside the page instead of once the browser is idle (issue 22: the job page's title,
 * its largest paint, waited for the idle callback, then for zod to download, before its answer could be read).
 */
export const checkAnswersAtOnce = (): void => startChecking();

// Zod and the contracts are fetched once the first load is over: the first answers of the first screens (session,
// profile, visitor account, public config) wait for it rather than hold back the first paint (decision 024). The
// contracts stay the one description of each answer, checked before anything reads it.
const whenSchemasWanted = () => Promise.race([afterFirstLoad(), isWantedAtOnce]);

/**
 * An answer's schema from a module of schemas fetched when the answer arrives and the first load is over (see
 * above). Each module names the schemas of one part of the app, so a page builds only the schemas of the parts it
 * shows (issue 22: a module's every schema is built as it loads): the shell's in first-load-schemas.ts (lazySchema),
 * the place search's with the geocoder's calls (shared/geo).
 */
export const lazySchemaOf =
  <Module, Name extends keyof Module>(importModule: () => Promise<Module>, name: Name): (() => Promise<Module[Name]>) =>
  async () => {
    await whenSchemasWanted();
    return (await importModule())[name];
  };

type FirstLoadSchemas = Awaited<ReturnType<typeof importSchemas>>;

/**
 * One of the shell's response schemas, fetched when its answer arrives and the first load is over, instead of with
 * the first page: modules on every page's first load ask for theirs this way, so zod (about 25 KB gzipped) is never
 * part of the first load.
 */
export const lazySchema = <Name extends keyof FirstLoadSchemas>(name: Name): (() => Promise<FirstLoadSchemas[Name]>) =>
  lazySchemaOf(importSchemas, name);
