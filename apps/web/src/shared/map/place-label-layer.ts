import L from 'leaflet';
import { labelPictureOf } from './label-picture';
import { paintPlaceLabels } from './paint-place-labels';
import type { PlaceLabels } from './place-labels-in-view';
import type { TownLabel } from './town-labels';

/** What Leaflet 1.9's renderer base keeps and does (private members: the renderer subclass contract of SVG and Canvas). */
type RendererInternals = {
  _map?: L.Map;
  _bounds: L.Bounds;
  _container?: HTMLCanvasElement;
  _update: () => void;
};

const rendererUpdate = (L.Renderer.prototype as unknown as RendererInternals)._update;

/**
 * Town and province names over the offline basemap, drawn on the page's main thread on one canvas the size of the view
 * (and a tenth beyond each edge), redrawn once each time the map comes to rest; Leaflet's renderer base moves and
 * scales it while the map zooms, as it does the basemap's canvas. Hundreds of names cost no DOM nodes and no work per
 * frame. Browsers that can draw a canvas in a worker get `OffscreenPlaceLabelLayer` instead (issue 22: making this
 * canvas, drawing it and copying it to the compositor is 340 to 700 ms of a slowed phone's main thread).
 * Not interactive: taps reach the map and the markers.
 */
export class PlaceLabelLayer extends L.Renderer {
  #labels: PlaceLabels;

  constructor(labels: PlaceLabels, options?: L.RendererOptions) {
    super({ padding: 0.1, ...options, pane: options?.pane ?? 'overlayPane' });
    this.#labels = labels;
  }

  /** Adds towns (the closer zooms' file, once fetched) and redraws. */
  addTowns(towns: readonly TownLabel[]) {
    this.#labels = { ...this.#labels, towns: [...this.#labels.towns, ...towns] };
    if (this.#internals._container) this.#draw();
  }

  get #internals() {
    return this as unknown as RendererInternals;
  }

  _initContainer() {
    this.#internals._container = document.createElement('canvas');
  }

  _destroyContainer() {
    this.#internals._container?.remove();
    delete this.#internals._container;
  }

  /** Called by the renderer base when the map has moved or zoomed (and when the layer joins it). */
  _update() {
    const map = this.#internals._map;
    // While a zoom animates, the base scales the canvas drawn for the zoom before; it is redrawn at the end.
    if (!map || ((map as L.Map & { _animatingZoom?: boolean })._animatingZoom && this.#internals._bounds)) return;
    rendererUpdate.call(this);
    this.#draw();
  }

  #draw() {
    const { _map: map, _bounds: bounds, _container: canvas } = this.#internals;
    if (!map || !canvas || !bounds.min) return;
    const size = bounds.getSize();
    L.DomUtil.setPosition(canvas, bounds.min);
    canvas.style.width = `${size.x}px`;
    canvas.style.height = `${size.y}px`;
    paintPlaceLabels(canvas, labelPictureOf(map, bounds, this.#labels));
  }
}
