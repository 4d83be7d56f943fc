import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

/** A lazily loaded page that can also be fetched ahead of its first visit (app/navigation/route-prefetch.ts). */
export type PreloadablePage<Props extends object> = LazyExoticComponent<ComponentType<Props>> & {
  preload: () => Promise<unknown>;
};

/**
 * React.lazy for a module's named export: each page becomes its own chunk, loaded on first visit or earlier, when a
 * link to it is about to be followed. Both ask the same import(), which the browser fetches once.
 */
export const lazyPage = <Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
): PreloadablePage<Props> =>
  Object.assign(
    lazy(async () => ({ default: (await load())[name] })),
    { preload: load },
  );
