import { type ComponentType, lazy, Suspense } from 'react';
import { loadMantine } from '../../../shared/ui/lazy-with-mantine';

/**
 * A part of the job page that only some loads and some viewers see (the shipper's bids and driver tabs, and after
 * delivery the dispute, review, money, inspections and documents panels), in a chunk of its own that loads when it
 * first shows (issue 22: a driver opening a posted load fetched and ran all of them, their forms and contracts with
 * them). Each waits in its own boundary, showing nothing meanwhile, so the rest of the page never waits for it. The
 * page itself draws no Mantine component (issue 22), so a part brings Mantine's stylesheet and context with it.
 */
export const lazyPart = <Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> => {
  const Part = lazy(async () => {
    const [component, inMantine] = await Promise.all([load(), loadMantine()]);
    return { default: inMantine(component) };
  });
  return (props: Props) => (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  );
};
