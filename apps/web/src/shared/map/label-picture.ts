import L from 'leaflet';
import type { LabelPicture } from './paint-place-labels';
import { type PlaceLabels, placeLabelsInView } from './place-labels-in-view';

/**
 * The names' picture of a renderer's area (`bounds`, in the map's layer pixels): the canvas's size at the screen's
 * density and each name in view at its point on that canvas.
 */
export const labelPictureOf = (map: L.Map, bounds: L.Bounds, labels: PlaceLabels): LabelPicture => {
  const size = bounds.getSize();
  const ratio = window.devicePixelRatio || 1;
  const zoom = map.getZoom();
  const origin = map.getPixelOrigin().add(bounds.min ?? L.point(0, 0));
  return {
    width: Math.round(size.x * ratio),
    height: Math.round(size.y * ratio),
    ratio,
    labels: placeLabelsInView(labels, {
      zoom,
      width: size.x,
      height: size.y,
      toCanvas: (lon, lat) => map.project(L.latLng(lat, lon), zoom).subtract(origin),
    }),
  };
};
