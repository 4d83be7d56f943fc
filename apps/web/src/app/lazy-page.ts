import { type ComponentType, lazy } from 'react';

/** React.lazy for a module's named export: each page becomes its own chunk, loaded on first visit. */
export const lazyPage = <Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
) => lazy(async () => ({ default: (await load())[name] }));
