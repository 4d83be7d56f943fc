import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadLaterTranslations } from '../shared/i18n/i18n';

/** A lazily loaded page that can also be fetched ahead of its first visit (app/navigation/route-prefetch.ts). */
export type PreloadablePage<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  preload: () => Promise<unknown>;
};

/**
 * Which translations a page needs before it shows: `first-screen` for the pages a visit can open on that use only
 * the first screens' namespaces (shared/i18n/first-screen-namespaces.ts); every other page waits for the rest too.
 */
type Translations = 'first-screen' | 'all';

/**
 * React.lazy for a module's named export: each page becomes its own chunk, loaded on first visit or earlier, when a
 * link to it is about to be followed. Both ask the same import(), which the browser fetches once.
 */
export const lazyPage = <Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  translations: Translations = 'all',
): PreloadablePage<Props> => {
  const loadWithTranslations = async () => {
    const [module] = await Promise.all([load(), translations === 'all' ? loadLaterTranslations() : undefined]);
    return module;
  };
  return Object.assign(
    lazy(async () => ({ default: (await loadWithTranslations())[name] })),
    { preload: loadWithTranslations },
  );
};
