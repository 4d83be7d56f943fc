import { type ComponentProps, lazy, Suspense } from 'react';
import { PlainSkeleton } from '../../../shared/ui/plain-skeleton';
import { useIsIdle } from '../../../shared/ui/when-idle';

// Leaflet and the atlas data load with the first map on screen, once the page's list is up and the browser idle.
const HaulsMap = lazy(() => import('./hauls-map').then((module) => ({ default: module.HaulsMap })));

export const LazyHaulsMap = (props: ComponentProps<typeof HaulsMap>) => {
  const isIdle = useIsIdle();
  const placeholder = <PlainSkeleton height={props.height ?? 320} />;
  if (!isIdle) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <HaulsMap {...props} />
    </Suspense>
  );
};
