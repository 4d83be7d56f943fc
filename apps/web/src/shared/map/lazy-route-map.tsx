import { type ComponentProps, lazy, Suspense } from 'react';
import { loadMantineStyles } from '../ui/mantine-styles';
import { useIsIdle } from '../ui/when-idle';
import classes from './lazy-route-map.module.css';

// Leaflet and the atlas data load only when a map is on screen, and only once the page around it is up and the
// browser idle (issue 22): the quote page's fields come first on a phone.
// The map's layer switch is Mantine's, so its stylesheet comes with it; the placeholder is plain (decision 024).
const RouteMap = lazy(async () => {
  const [module] = await Promise.all([import('./route-map'), loadMantineStyles()]);
  return { default: module.RouteMap };
});

export type LazyRouteMapProps = ComponentProps<typeof RouteMap>;

export const LazyRouteMap = (props: LazyRouteMapProps) => {
  const isIdle = useIsIdle();
  const placeholder = <div className={classes.placeholder} style={{ height: props.height ?? 280 }} />;
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
