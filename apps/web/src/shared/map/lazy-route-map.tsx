import { Skeleton } from '@mantine/core';
import { type ComponentProps, lazy, Suspense } from 'react';

// Leaflet and the atlas data load only when a map is on screen (the quote page must be fast on a phone).
const RouteMap = lazy(() => import('./route-map').then((module) => ({ default: module.RouteMap })));

export type LazyRouteMapProps = ComponentProps<typeof RouteMap>;

export const LazyRouteMap = (props: LazyRouteMapProps) => (
  <Suspense fallback={<Skeleton height={props.height ?? 280} radius="md" />}>
    <RouteMap {...props} />
  </Suspense>
);

/** A place ([lon, lat] as the API and the quote flow keep it) as the map marks it. */
export const mapPointOf = (place: { name: string; location: [number, number] } | null) =>
  place ? { lat: place.location[1], lon: place.location[0], label: place.name } : undefined;
