import { Skeleton } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';
import { useIsIdle } from '../ui/when-idle';

// Leaflet and the atlas data load only when a map is on screen, and only once the page around it is up and the
// browser idle (issue 22): the quote page's fields come first on a phone.
const RouteMap = lazy(() => import('./route-map').then((module) => ({ default: module.RouteMap })));

export type LazyRouteMapProps = ComponentProps<typeof RouteMap>;

export const LazyRouteMap = (props: LazyRouteMapProps) => {
  const isIdle = useIsIdle();
  const placeholder = <Skeleton height={props.height ?? 280} radius="md" />;
  if (!isIdle) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      <RouteMap {...props} />
    </Suspense>
  );
};

/** A place ([lon, lat] as the API and the quote flow keep it) as the map marks it. */
export const mapPointOf = (place: { name: string; location: [number, number] } | null) =>
  place ? { lat: place.location[1], lon: place.location[0], label: place.name } : undefined;
