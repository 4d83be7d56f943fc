import { type ComponentProps, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { lazyWithMantine } from '../ui/lazy-with-mantine';
import { useIsIdle } from '../ui/when-idle';
import classes from './lazy-route-map.module.css';

// Leaflet and the atlas data load only when a map is on screen, and only once the page around it is up and the
// browser idle, or when the reader asks for it (issue 22): the quote page's fields come first on a phone.
// The map's layer switch is Mantine's, so its stylesheet and context come with it; the placeholder is plain (decision 024).
const RouteMap = lazyWithMantine(() => import('./route-map'), 'RouteMap');

export type LazyRouteMapProps = ComponentProps<typeof RouteMap> & {
  /**
   * Draw the map only when it has something to show (a place given) or the reader taps its placeholder, never just
   * because the page is idle (decision 026): the quote's first step opens on a phone with nothing picked yet, and
   * Leaflet with the basemap is seconds of a slowed processor.
   */
  isOnRequest?: boolean;
};

export const LazyRouteMap = ({ isOnRequest = false, ...props }: LazyRouteMapProps) => {
  const { t } = useTranslation('map');
  const isIdle = useIsIdle();
  const [isAsked, setAsked] = useState(false);
  const height = props.height ?? 280;
  const placeholder = <div className={classes.placeholder} style={{ height }} />;
  const hasPlace = props.origin !== undefined || props.destination !== undefined || props.pin !== undefined;
  const isShown = isOnRequest ? hasPlace || isAsked : isIdle;
  if (!isShown) {
    if (!isOnRequest) return placeholder;
    return (
      <button
        type="button"
        className={classes.request}
        style={{ height }}
        // A hand on the way to it: start fetching before the tap lands.
        onPointerEnter={() => void RouteMap.preload()}
        onClick={() => setAsked(true)}
      >
        {t('openToPick')}
      </button>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <RouteMap {...props} />
    </Suspense>
  );
};

/** A place ([lon, lat] as the API and the quote flow keep it) as the map marks it. */
export const mapPointOf = (place: { name: string; location: [number, number] } | null) =>
  place ? { lat: place.location[1], lon: place.location[0], label: place.name } : undefined;
