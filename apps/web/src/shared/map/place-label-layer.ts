import L from 'leaflet';
import type { RegionLabel } from './outline-atlas';
import { FIRST_TOWN_ZOOM, TOWN_FONT_PX, type TownLabel, townLabelBox } from './town-labels';

/** Province and state codes name the wide views; closer in, the towns do. */
const LAST_REGION_ZOOM = 7;
const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const TEXT = '#2b2b2b';
const HALO = 'rgb(255 255 255 / 90%)';
const REGION_TEXT = '#6b6357';

type Labels = { regions: RegionLabel[]; towns: TownLabel[] };

/** What Leaflet 1.9's renderer base keeps and does (private members: the renderer subclass contract of SVG and Canvas). */
type RendererInternals = {
  _map?: L.Map;
  _bounds: L.Bounds;
  _container?: HTMLCanvasElement;
  _update: () => void;
};

const rendererUpdate = (L.Renderer.prototype as unknown as RendererInternals)._update;

/**
 * Town and province names over the offline basemap, drawn on one canvas the size of the view (and a tenth beyond each
 * edge), redrawn once each time the map comes to rest; Leaflet's renderer base moves and scales it while the map
 * zooms, as it does the basemap's canvas. Hundreds of names cost no DOM nodes and no work per frame. It was a grid of
 * 256-pixel canvas tiles: each tile a canvas of its own at the screen's density (768 pixels square on a phone), whose
 * making and first copy to the compositor cost 150 to 600 ms of a slowed phone's main thread, six to nine of them for
 * one view (issue 22). Not interactive: taps reach the map and the markers.
 */
export class PlaceLabelLayer extends L.Renderer {
  #labels: Labels;

  constructor(labels: Labels, options?: L.RendererOptions) {
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
    const ratio = window.devicePixelRatio || 1;
    L.DomUtil.setPosition(canvas, bounds.min);
    canvas.style.width = `${size.x}px`;
    canvas.style.height = `${size.y}px`;
    const width = Math.round(size.x * ratio);
    const height = Math.round(size.y * ratio);
    // A canvas of the same size is cleared, not made again: making one is most of the cost of a draw.
    const isSameSize = canvas.width === width && canvas.height === height;
    if (!isSameSize) {
      canvas.width = width;
      canvas.height = height;
    }
    const context = canvas.getContext('2d');
    if (!context) return;
    if (isSameSize) context.clearRect(0, 0, width, height);
    // Each draw starts from the default state, as each new tile's did (the town halos' round joins stay in the towns).
    context.save();
    context.scale(ratio, ratio);
    const zoom = map.getZoom();
    const labelZoom = Math.round(zoom);
    const origin = map.getPixelOrigin().add(bounds.min);
    const toCanvas = (lon: number, lat: number) => map.project(L.latLng(lat, lon), zoom).subtract(origin);
    const area = { width: size.x, height: size.y };
    if (labelZoom <= LAST_REGION_ZOOM) drawRegions(context, this.#labels.regions, toCanvas, area);
    // Each town from the zoom its label fits at (placed without overlaps when the data was built).
    if (labelZoom >= FIRST_TOWN_ZOOM) {
      drawTowns(
        context,
        this.#labels.towns.filter((town) => town[3] <= labelZoom),
        toCanvas,
        area,
      );
    }
    context.restore();
  }
}

type ToCanvas = (lon: number, lat: number) => L.Point;
type Area = { width: number; height: number };

const isInArea = (point: L.Point, box: { left: number; right: number; top: number; bottom: number }, area: Area) =>
  point.x + box.right > 0 &&
  point.x + box.left < area.width &&
  point.y + box.bottom > 0 &&
  point.y + box.top < area.height;

const drawHaloText = (context: CanvasRenderingContext2D, text: string, x: number, y: number) => {
  context.strokeText(text, x, y);
  context.fillText(text, x, y);
};

const drawRegions = (
  context: CanvasRenderingContext2D,
  regions: readonly RegionLabel[],
  toCanvas: ToCanvas,
  area: Area,
) => {
  context.font = `600 13px ${FONT_FAMILY}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.lineWidth = 3;
  context.strokeStyle = HALO;
  context.fillStyle = REGION_TEXT;
  const box = { left: -20, right: 20, top: -10, bottom: 10 };
  for (const region of regions) {
    const point = toCanvas(region.lon, region.lat);
    if (isInArea(point, box, area)) drawHaloText(context, region.code, point.x, point.y);
  }
};

const drawTowns = (context: CanvasRenderingContext2D, towns: readonly TownLabel[], toCanvas: ToCanvas, area: Area) => {
  context.font = `${TOWN_FONT_PX}px ${FONT_FAMILY}`;
  context.textAlign = 'left';
  context.textBaseline = 'middle';
  context.lineWidth = 3;
  context.lineJoin = 'round';
  for (const [name, lon, lat] of towns) {
    const point = toCanvas(lon, lat);
    if (!isInArea(point, townLabelBox(name), area)) continue;
    context.beginPath();
    context.arc(point.x, point.y, 3, 0, 2 * Math.PI);
    context.fillStyle = TEXT;
    context.strokeStyle = '#fff';
    context.lineWidth = 1.5;
    context.fill();
    context.stroke();
    context.lineWidth = 3;
    context.strokeStyle = HALO;
    drawHaloText(context, name, point.x + 7, point.y);
  }
};
