import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { checkAnswersAtOnce } from '../shared/api/lazy-schema';
import { endPageTakeOver, loadLaterTranslations, loadTranslations } from '../shared/i18n/i18n';
import { loadMantine } from '../shared/ui/lazy-with-mantine';
import { nextTask } from '../shared/ui/next-task';

/** A lazily loaded page that can also be fetched ahead of its first visit (app/navigation/route-prefetch.ts). */
export type PreloadablePage<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  preload: () => Promise<unknown>;
};

/** What a page needs before it shows, besides its own code. */
export type PageNeeds = {
  /**
   * `first-screen` for the pages a visit can open on that use only the first part's namespaces, `quote-start` for the
   * quote's first step, which adds its own part (shared/i18n/first-screen-namespaces.ts); every other page waits for
   * all of them. `all` unless said.
   */
  translations?: 'first-screen' | 'quote-start' | 'all';
  /**
   * Mantine's stylesheet and context (shared/ui/lazy-with-mantine.tsx): every page drawing a Mantine component is
   * shown inside its context. Only the first screens drawn with plain elements (decision 024) go without. True
   * unless said.
   */
  usesMantine?: boolean;
  /**
   * Zod and the shell's contracts at once, to check the answers the page waits for (shared/api/lazy-schema.ts). Only
   * the first screens, held to the first load's size budget, leave them until the first load is over (decision 024).
   * True unless said.
   */
  checksAnswersAtOnce?: boolean;
};

/** The first screens (the welcome page, the page not found): the first translations, no Mantine, zod later. */
export const FIRST_SCREEN: PageNeeds = {
  translations: 'first-screen',
  usesMantine: false,
  checksAnswersAtOnce: false,
};

/** The quote's first step, a first screen too: its own part of the translations besides. */
export const QUOTE_START_SCREEN: PageNeeds = { ...FIRST_SCREEN, translations: 'quote-start' };

const loadPageTranslations = (translations: PageNeeds['translations']) => {
  if (translations === 'all') return loadLaterTranslations();
  if (translations === 'quote-start') return loadTranslations('quote-start');
  return undefined;
};

/**
 * React.lazy for a module's named export: each page becomes its own chunk, loaded on first visit or earlier, when a
 * link to it is about to be followed. Both ask the same import(), which the browser fetches once.
 */
export const lazyPage = <Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  { translations = 'all', usesMantine = true, checksAnswersAtOnce = true }: PageNeeds = {},
): PreloadablePage<Props> => {
  const loadWithNeeds = async () => {
    if (checksAnswersAtOnce) checkAnswersAtOnce();
    // In a task of its own, not in the render or the start that asked: Vite's preload helper announces each chunk the
    // page needs with its own <link rel=modulepreload>, and inserting dozens of them was 150 to 300 ms of a slowed
    // phone's longest tasks (issue 22: the header's notices menu mounting when the profile arrived).
    await nextTask();
    const [module, inMantine] = await Promise.all([
      load(),
      usesMantine ? loadMantine() : undefined,
      loadPageTranslations(translations),
    ]);
    return inMantine ? inMantine(module[name]) : module[name];
  };
  // Once for both the fetch ahead and the render: a page fetched ahead then shows in the first render that needs it
  // (React takes a promise already settled without showing the loading placeholder), which a signed-in reader's
  // first paint relies on (main.tsx). A failure is forgotten, so the next visit tries again.
  let loading: ReturnType<typeof loadWithNeeds> | undefined;
  const loadOnce = () => {
    loading ??= loadWithNeeds().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  const loadToShow = async () => {
    try {
      return { default: await loadOnce() };
    } catch (error) {
      // The error page takes the server's page's place: a language picked meanwhile need not wait for it.
      endPageTakeOver();
      throw error;
    }
  };
  return Object.assign(lazy(loadToShow), { preload: loadOnce });
};
