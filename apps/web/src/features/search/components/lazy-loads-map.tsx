import { Skeleton } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';

// Leaflet and the atlas data load with the first map on screen, not with the page's first paint.
const LoadsMap = lazy(() => import('./loads-map').then((module) => ({ default: module.LoadsMap })));

export const LazyLoadsMap = (props: ComponentProps<typeof LoadsMap>) => (
  <Suspense fallback={<Skeleton height={props.height ?? 320} radius="md" />}>
    <LoadsMap {...props} />
  </Suspense>
);
