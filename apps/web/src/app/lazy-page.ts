import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadLaterTranslations } from '../shared/i18n/i18n';
import { loadMantineStyles } from '../shared/ui/mantine-styles';

/** A lazily loaded page that can also be fetched ahead of its first visit (app/navigation/route-prefetch.ts). */
export type PreloadablePage<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  preload: () => Promise<unknown>;
};

/** What a page needs before it shows, besides its own code. */
type PageNeeds = {
  /**
   * `first-screen` for the pages a visit can open on that use only the first screens' namespaces
   * (shared/i18n/first-screen-namespaces.ts); every other page waits for the rest too. `all` unless said.
   */
  translations?: 'first-screen' | 'all';
  /**
   * Mantine's stylesheet (shared/ui/mantine-styles.ts): every page drawing a Mantine component. Only the first
   * screens drawn with plain elements (decision 024) go without. True unless said.
   */
  mantineStyles?: boolean;
};

/** The first screens (the welcome page, the quote's first step): their own translations, no Mantine. */
export const FIRST_SCREEN: PageNeeds = { translations: 'first-screen', mantineStyles: false };

/**
 * React.lazy for a module's named export: each page becomes its own chunk, loaded on first visit or earlier, when a
 * link to it is about to be followed. Both ask the same import(), which the browser fetches once.
 */
export const lazyPage = <Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  { translations = 'all', mantineStyles = true }: PageNeeds = {},
): PreloadablePage<Props> => {
  const loadWithNeeds = async () => {
    const [module] = await Promise.all([
      load(),
      translations === 'all' ? loadLaterTranslations() : undefined,
      mantineStyles ? loadMantineStyles() : undefined,
    ]);
    return module;
  };
  return Object.assign(
    lazy(async () => ({ default: (await loadWithNeeds())[name] })),
    { preload: loadWithNeeds },
  );
};
