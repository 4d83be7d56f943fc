import { Skeleton } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';

// Leaflet and the atlas data load with the first map on screen, not with the page's first paint.
const HaulsMap = lazy(() => import('./hauls-map').then((module) => ({ default: module.HaulsMap })));

export const LazyHaulsMap = (props: ComponentProps<typeof HaulsMap>) => (
  <Suspense fallback={<Skeleton height={props.height ?? 320} radius="md" />}>
    <HaulsMap {...props} />
  </Suspense>
);
