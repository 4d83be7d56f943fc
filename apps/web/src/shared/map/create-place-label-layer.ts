import type L from 'leaflet';
import { canDrawLabelsOffscreen, OffscreenPlaceLabelLayer } from './offscreen-place-label-layer';
import { PlaceLabelLayer } from './place-label-layer';
import type { PlaceLabels } from './place-labels-in-view';

/** The names' layer: drawn by a worker where the browser can hand it a canvas, else on the main thread as before. */
export const createPlaceLabelLayer = (labels: PlaceLabels, options: L.RendererOptions) =>
  canDrawLabelsOffscreen() ? new OffscreenPlaceLabelLayer(labels, options) : new PlaceLabelLayer(labels, options);
