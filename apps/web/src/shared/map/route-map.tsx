import 'leaflet/dist/leaflet.css';
import type { GeoPoint } from '@freight/domain';
import { SegmentedControl } from '@mantine/core';
import L from 'leaflet';
import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../api/public-config-api';
import { type BaseLayerId, baseLayersFor, pickBaseLayer } from './base-layers';
import { createBaseLayer } from './create-base-layer';
import { createLeafletMap } from './leaflet-map';
import { MAX_FIT_ZOOM, type MapPoint, mapViewFor, SINGLE_POINT_ZOOM } from './map-view';
import { createPointMarker } from './point-marker';
import classes from './route-map.module.css';
import { useStableValue } from './use-stable-value';

export type RouteMapProps = {
  origin?: MapPoint;
  destination?: MapPoint;
  /** Where the driver holding the load last reported being (the shipper's job map while the load travels). */
  driver?: MapPoint;
  /** A point placed by hand (a load the place search could not find), before it is the pickup or the drop-off. */
  pin?: MapPoint;
  /** Makes the map a point picker: a click (or Enter on the focused map, for its centre) calls this. */
  onPick?: (point: GeoPoint) => void;
  /** CSS height; a number is pixels. */
  height?: number | string;
  /** What the map region is called when it is not a route's map (a dialog's point picker). */
  regionLabel?: string;
};

const FIT_PADDING_PX = 48;

const toGeoPoint = (latLng: L.LatLng): GeoPoint => {
  // The world repeats sideways as one pans; the wrapped longitude is the real one (-180..180).
  const wrapped = latLng.wrap();
  return { lat: wrapped.lat, lon: wrapped.lng };
};

/**
 * Pickup and drop-off on a Leaflet map, with the straight line between them. Tiles come from the servers in the public
 * configuration; with none configured, an offline outline basemap from bundled atlas data is drawn, so the map never
 * needs a third party. Heavy: load it with React.lazy (see `features/quote/components/lazy-route-map.tsx`).
 */
export const RouteMap = ({ origin, destination, driver, pin, onPick, height = 280, regionLabel }: RouteMapProps) => {
  const { t } = useTranslation('map');
  const { data: config, isPending } = usePublicConfig();
  const [wantedLayer, setWantedLayer] = useState<BaseLayerId>('street');
  const [map, setMap] = useState<L.Map | null>(null);
  const containerRef = useRef<HTMLElement>(null);
  const hintId = useId();

  const layers = baseLayersFor(config?.mapTiles);
  const baseLayer = pickBaseLayer(layers, wantedLayer);
  const isPickable = onPick !== undefined;
  const pick = useEffectEvent((point: GeoPoint) => onPick?.(point));

  useEffect(() => {
    const container = containerRef.current;
    if (!container) return;
    const created = createLeafletMap(container);
    setMap(created.map);
    return () => {
      created.dispose();
      setMap(null);
    };
  }, []);

  useEffect(() => {
    if (!map) return;
    const zoom = L.control.zoom({ zoomInTitle: t('zoomIn'), zoomOutTitle: t('zoomOut') }).addTo(map);
    return () => {
      zoom.remove();
    };
  }, [map, t]);

  // Wait for the configuration rather than fetch the outlines for nothing when a tile server is configured.
  const shownBaseLayer = useStableValue(isPending ? null : baseLayer);
  useEffect(() => {
    if (!map || !shownBaseLayer) return;
    let isCurrent = true;
    let layer: L.Layer | undefined;
    createBaseLayer(shownBaseLayer, map).then(
      (created) => {
        if (isCurrent) layer = created.addTo(map);
      },
      // The outline chunk failed to download (connection lost): the water background and the route still show.
      () => undefined,
    );
    return () => {
      isCurrent = false;
      layer?.remove();
    };
  }, [map, shownBaseLayer]);

  const from = useStableValue(origin);
  const to = useStableValue(destination);
  const driverAt = useStableValue(driver);
  const pinAt = useStableValue(pin);
  useEffect(() => {
    if (!map) return;
    const group = L.layerGroup().addTo(map);
    const zoomTo = (point: MapPoint) => () =>
      map.setView([point.lat, point.lon], Math.max(map.getZoom(), SINGLE_POINT_ZOOM));
    if (from && to) {
      L.polyline(
        [
          [from.lat, from.lon],
          [to.lat, to.lon],
        ],
        { color: '#1a1a1a', weight: 3, opacity: 0.75, dashArray: '6 6', interactive: false },
      ).addTo(group);
    }
    if (from) {
      const name = t('origin', { label: from.label });
      createPointMarker({ point: from, role: 'origin', name, onActivate: zoomTo(from) }).addTo(group);
    }
    if (to) {
      const name = t('destination', { label: to.label });
      createPointMarker({ point: to, role: 'destination', name, onActivate: zoomTo(to) }).addTo(group);
    }
    if (driverAt) {
      const name = t('driver', { label: driverAt.label });
      createPointMarker({ point: driverAt, role: 'driver', name, onActivate: zoomTo(driverAt) }).addTo(group);
    }
    if (pinAt) {
      const name = t('pin', { label: pinAt.label });
      createPointMarker({ point: pinAt, role: 'pin', name, onActivate: zoomTo(pinAt) }).addTo(group);
    }
    return () => {
      group.remove();
    };
  }, [map, from, to, driverAt, pinAt, t]);

  // Only a moved point re-fits the view: a new label or language keeps the map where the user panned it.
  const fromPosition = useStableValue(origin && { lat: origin.lat, lon: origin.lon });
  const toPosition = useStableValue(destination && { lat: destination.lat, lon: destination.lon });
  const driverPosition = useStableValue(driver && { lat: driver.lat, lon: driver.lon });
  const pinPosition = useStableValue(pin && { lat: pin.lat, lon: pin.lon });
  useEffect(() => {
    if (!map) return;
    const view = mapViewFor([fromPosition, toPosition, driverPosition, pinPosition]);
    if (view.kind === 'centre') {
      // A pin alone was just tapped where the user looks: zoomed in to place it closer, they stay zoomed in.
      const isPinAlone = pinPosition !== undefined && !fromPosition && !toPosition && !driverPosition;
      const shownZoom = map.getZoom();
      const zoom = isPinAlone && Number.isFinite(shownZoom) ? Math.max(shownZoom, view.zoom) : view.zoom;
      map.setView([view.centre.lat, view.centre.lon], zoom);
      return;
    }
    const { southWest, northEast } = view;
    map.fitBounds(
      [
        [southWest.lat, southWest.lon],
        [northEast.lat, northEast.lon],
      ],
      { padding: [FIT_PADDING_PX, FIT_PADDING_PX], maxZoom: MAX_FIT_ZOOM },
    );
  }, [map, fromPosition, toPosition, driverPosition, pinPosition]);

  useEffect(() => {
    if (!map || !isPickable) return;
    const container = map.getContainer();
    // Set here, not in JSX: React rewriting className would drop the classes Leaflet put on the container.
    const pickableClass = classes.pickable ?? '';
    container.classList.add(pickableClass);
    const onClick = (event: L.LeafletMouseEvent) => pick(toGeoPoint(event.latlng));
    // Only on the map itself: Enter on a marker or a zoom button is theirs.
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Enter' && event.target === container) pick(toGeoPoint(map.getCenter()));
    };
    map.on('click', onClick);
    container.addEventListener('keydown', onKeyDown);
    return () => {
      map.off('click', onClick);
      container.removeEventListener('keydown', onKeyDown);
      container.classList.remove(pickableClass);
    };
  }, [map, isPickable]);

  // The Leaflet container is the region itself: it takes the focus (arrow keys pan), so it is what gets announced.
  return (
    <div className={classes.frame} style={{ height }}>
      <section
        ref={containerRef}
        aria-label={regionLabel ?? t('region')}
        aria-describedby={hintId}
        className={classes.map}
      />
      <span id={hintId} hidden>
        {isPickable ? `${t('keyboardHint')} ${t('pickHint')}` : t('keyboardHint')}
      </span>
      {layers.satellite && (
        <SegmentedControl
          className={classes.layers}
          aria-label={t('layers')}
          size="xs"
          value={wantedLayer}
          onChange={(value) => setWantedLayer(value === 'satellite' ? 'satellite' : 'street')}
          data={[
            { value: 'street', label: t('street') },
            { value: 'satellite', label: t('satellite') },
          ]}
        />
      )}
    </div>
  );
};
