import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A part of the job page that only some loads and some viewers see (the shipper's bids and driver tabs, and after
 * delivery the dispute, review, money, inspections and documents panels), in a chunk of its own that loads when it
 * first shows (issue 22: a driver opening a posted load fetched and ran all of them, their forms and contracts with
 * them). Each waits in its own boundary, showing nothing meanwhile, so the rest of the page never waits for it.
 */
export const lazyPart = <Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> => {
  const Part = lazy(async () => ({ default: await load() }));
  return (props: Props) => (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  );
};
