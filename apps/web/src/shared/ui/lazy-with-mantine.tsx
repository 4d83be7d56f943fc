import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import { loadMantineStyles } from './mantine-styles';

/** Puts a component drawn with Mantine inside Mantine's context. */
export type InMantine = <Props extends object>(Component: ComponentType<Props>) => ComponentType<Props>;

/**
 * What anything drawing Mantine's components needs besides its own code: Mantine's stylesheet (or the part of it
 * `loadStyles` fetches), and its context (mantine-scope.tsx), fetched together, so neither is on a first screen
 * (decisions 024 and 027). Resolves to the wrapper that puts a component in that context.
 */
export const loadMantine = async (loadStyles: () => Promise<unknown> = loadMantineStyles): Promise<InMantine> => {
  const [{ MantineScope }] = await Promise.all([import('./mantine-scope'), loadStyles()]);
  return (Component) =>
    function InMantineScope(props) {
      return (
        <MantineScope>
          <Component {...props} />
        </MantineScope>
      );
    };
};

/**
 * React.lazy for a module's named export drawn with Mantine: the module, Mantine's stylesheet (or what `loadStyles`
 * fetches of it) and its context load together, and the component shows inside the context, so the part of the page
 * that loads it needs none of Mantine. `preload` fetches all of it ahead of the first render (a hand reaching for
 * it), once.
 */
export const lazyWithMantine = <Name extends string, Props extends object>(
  load: () => Promise<Record<Name, ComponentType<Props>>>,
  name: Name,
  loadStyles?: () => Promise<unknown>,
): LazyExoticComponent<ComponentType<Props>> & { preload: () => Promise<unknown> } => {
  let loading: Promise<{ default: ComponentType<Props> }> | undefined;
  const loadInMantine = () => {
    loading ??= Promise.all([load(), loadMantine(loadStyles)]).then(
      ([module, inMantine]) => ({ default: inMantine(module[name]) }),
      (error: unknown) => {
        // A fetch that failed (no signal) is asked again next time rather than remembered.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  return Object.assign(lazy(loadInMantine), { preload: loadInMantine });
};
