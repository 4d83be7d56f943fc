import L from 'leaflet';
import { labelPictureOf } from './label-picture';
import { paintPlaceLabels } from './paint-place-labels';
import { isPainterReply, type PainterRequest } from './place-label-messages';
import type { PlaceLabels } from './place-labels-in-view';
import type { TownLabel } from './town-labels';

/** The part of the map a picture of the names was drawn for, as Leaflet's renderer base keeps it. */
type View = { _bounds: L.Bounds; _center: L.LatLng; _zoom: number };

/** What Leaflet 1.9's renderer base keeps and does (private members: the renderer subclass contract of SVG and Canvas). */
type RendererInternals = View & {
  _map?: L.Map & { _animatingZoom?: boolean };
  _container?: HTMLElement;
  _update: () => void;
  _updateTransform: (center: L.LatLng, zoom: number) => void;
};

const rendererUpdate = (L.Renderer.prototype as unknown as RendererInternals)._update;

/** Whether this browser can hand a canvas to a worker to draw (else the names are drawn on the main thread). */
export const canDrawLabelsOffscreen = () =>
  typeof Worker !== 'undefined' &&
  typeof OffscreenCanvas !== 'undefined' &&
  typeof HTMLCanvasElement.prototype.transferControlToOffscreen === 'function';

const createCanvas = () => {
  const canvas = document.createElement('canvas');
  canvas.style.position = 'absolute';
  canvas.style.left = '0';
  canvas.style.top = '0';
  // Transparent, not `visibility: hidden`: a hidden canvas drops out of the compositor's frame, and shown again it
  // showed its picture before last (or nothing) for a frame, the worker's latest not yet in place.
  canvas.style.opacity = '0';
  return canvas;
};

/**
 * The map's town and province names as `PlaceLabelLayer` shows them, drawn by a worker: the page works out which names
 * are in view and where (a few hundred projections), the worker makes the canvas, draws it and sends it to the
 * compositor, all of which cost the page's main thread 340 to 700 ms at 4x slowdown (issue 22).
 *
 * A worker's canvas changes on screen when the worker has drawn it, not when the page moves it, so the names are two
 * canvases in one container that Leaflet's renderer base moves and scales: the shown one stays, moved and scaled for the
 * view it was drawn for, while the worker draws the other for the new view; once the worker says that picture has gone
 * to the compositor, the page swaps the two and moves the container in one frame. The base's idea of the view
 * (`_bounds`, `_center`, `_zoom`) is kept at the shown picture's, so its zoom transforms scale that picture.
 * Should the worker's script not load, the names are drawn on the main thread after all.
 */
export class OffscreenPlaceLabelLayer extends L.Renderer {
  #labels: PlaceLabels;
  #worker: Worker | undefined;
  #canvases: HTMLCanvasElement[] = [];
  /** The canvas on screen (the other is the worker's to draw on), and the view it shows. */
  #front = 0;
  #shown: View | undefined;
  /** The latest picture asked of the worker; older answers are stale. */
  #asked: { id: number; view: View } | undefined;
  #nextId = 1;
  /** Set when the worker's script failed to load: the canvas the names are then drawn on here. */
  #here: HTMLCanvasElement | undefined;

  constructor(labels: PlaceLabels, options?: L.RendererOptions) {
    super({ padding: 0.1, ...options, pane: options?.pane ?? 'overlayPane' });
    this.#labels = labels;
  }

  /** Adds towns (the closer zooms' file, once fetched) and redraws. */
  addTowns(towns: readonly TownLabel[]) {
    this.#labels = { ...this.#labels, towns: [...this.#labels.towns, ...towns] };
    const view = this.#asked?.view ?? this.#shown;
    if (view) this.#ask(view);
  }

  get #internals() {
    return this as unknown as RendererInternals;
  }

  _initContainer() {
    const container = document.createElement('div');
    container.style.position = 'absolute';
    container.style.left = '0';
    container.style.top = '0';
    this.#canvases = [createCanvas(), createCanvas()];
    container.append(...this.#canvases);
    const worker = new Worker(new URL('./place-label-painter.worker.ts', import.meta.url), { type: 'module' });
    worker.addEventListener('message', (event) => this.#show(event.data));
    worker.addEventListener('error', () => this.#drawHere());
    const offscreen = this.#canvases.map((canvas) => canvas.transferControlToOffscreen());
    worker.postMessage({ type: 'canvases', canvases: offscreen } satisfies PainterRequest, offscreen);
    this.#worker = worker;
    this.#internals._container = container;
  }

  _destroyContainer() {
    this.#worker?.terminate();
    this.#worker = undefined;
    this.#internals._container?.remove();
    delete this.#internals._container;
    this.#canvases = [];
    this.#here = undefined;
    this.#shown = undefined;
    this.#asked = undefined;
  }

  /** Called by the renderer base when the map has moved or zoomed (and when the layer joins it). */
  _update() {
    const internals = this.#internals;
    const map = internals._map;
    // While a zoom animates, the base scales the picture drawn for the zoom before; it is redrawn at the end.
    if (!map || (map._animatingZoom && internals._bounds)) return;
    rendererUpdate.call(this);
    const view = { _bounds: internals._bounds, _center: internals._center, _zoom: internals._zoom };
    if (this.#shown) Object.assign(internals, this.#shown);
    this.#ask(view);
  }

  /** The base's reset (a view set without animation) places the container for the current view: here, the shown one's. */
  _reset() {
    const map = this.#internals._map;
    if (!map) return;
    this._update();
    this.#internals._updateTransform(map.getCenter(), map.getZoom());
  }

  #ask(view: View) {
    const map = this.#internals._map;
    if (!map || !view._bounds.min) return;
    const picture = labelPictureOf(map, view._bounds, this.#labels);
    if (this.#here) {
      paintPlaceLabels(this.#here, picture);
      this.#place(view, this.#here, this.#here);
      return;
    }
    if (!this.#worker) return;
    const id = this.#nextId;
    this.#nextId += 1;
    this.#asked = { id, view };
    this.#worker.postMessage({ type: 'draw', id, canvas: 1 - this.#front, picture } satisfies PainterRequest);
  }

  /** The worker's picture for the latest view is ready: shown in place of the other, where it belongs, in one frame. */
  #show(reply: unknown) {
    const { _map: map } = this.#internals;
    if (!isPainterReply(reply) || reply.id !== this.#asked?.id || !map) return;
    // A zoom began since it was asked for: the zoom's end asks for another.
    if (map._animatingZoom) return;
    const back = this.#canvases[1 - this.#front];
    const front = this.#canvases[this.#front];
    if (!back || !front) return;
    this.#front = 1 - this.#front;
    this.#place(this.#asked.view, back, front);
  }

  /** Shows `shown` (drawn for `view`) instead of `hidden`, and moves the container where that view belongs. */
  #place(view: View, shown: HTMLCanvasElement, hidden: HTMLCanvasElement) {
    const container = this.#internals._container;
    if (!container || !view._bounds.min) return;
    const size = view._bounds.getSize();
    shown.style.width = `${size.x}px`;
    shown.style.height = `${size.y}px`;
    hidden.style.opacity = '0';
    shown.style.opacity = '1';
    this.#shown = view;
    this.#asked = undefined;
    Object.assign(this.#internals, view);
    L.DomUtil.setPosition(container, view._bounds.min);
  }

  /**
   * The worker's script did not load (offline before the service worker kept it, say): its canvases are the worker's
   * for good, so one of the page's own takes their place and the names are drawn here, as `PlaceLabelLayer` does.
   */
  #drawHere() {
    this.#worker?.terminate();
    this.#worker = undefined;
    const container = this.#internals._container;
    if (!container) return;
    this.#here = createCanvas();
    this.#canvases = [];
    container.replaceChildren(this.#here);
    const view = this.#asked?.view ?? this.#shown;
    if (view) this.#ask(view);
  }
}
