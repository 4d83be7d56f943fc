import L from 'leaflet';
import type { RegionLabel } from './outline-atlas';
import { FIRST_TOWN_ZOOM, TOWN_FONT_PX, type TownLabel, townLabelBox } from './town-labels';

/** Province and state codes name the wide views; closer in, the towns do. */
const LAST_REGION_ZOOM = 7;
const TILE_PX = 256;
const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const TEXT = '#2b2b2b';
const HALO = 'rgb(255 255 255 / 90%)';
const REGION_TEXT = '#6b6357';

type Labels = { regions: RegionLabel[]; towns: TownLabel[] };

/**
 * Town and province names over the offline basemap, drawn into canvas tiles: a tile is drawn once per zoom and reused
 * while panning, so hundreds of names cost no DOM nodes and no work per frame. A label crossing a tile edge is drawn
 * by both tiles, each clipping its half. Not interactive: taps reach the map and the markers.
 */
export class PlaceLabelLayer extends L.GridLayer {
  #labels: Labels;

  constructor(labels: Labels, options?: L.GridLayerOptions) {
    super({ ...options, pane: options?.pane ?? 'overlayPane' });
    this.#labels = labels;
  }

  /** Adds towns (the closer zooms' file, once fetched) and redraws. */
  addTowns(towns: readonly TownLabel[]) {
    this.#labels = { ...this.#labels, towns: [...this.#labels.towns, ...towns] };
    this.redraw();
  }

  /**
   * Each tile is drawn in a task of its own (Leaflet shows it when `done` is called): a view's dozen tiles drawn in
   * one go held the main thread for half a second on a slowed phone (issue 22).
   */
  override createTile(coords: L.Coords, done: L.DoneCallback): HTMLElement {
    const canvas = document.createElement('canvas');
    setTimeout(() => {
      this.#draw(canvas, coords);
      done(undefined, canvas);
    }, 0);
    return canvas;
  }

  #draw(canvas: HTMLCanvasElement, coords: L.Coords) {
    const ratio = window.devicePixelRatio || 1;
    canvas.width = TILE_PX * ratio;
    canvas.height = TILE_PX * ratio;
    const context = canvas.getContext('2d');
    if (!context) return;
    context.scale(ratio, ratio);
    const origin = L.point(coords.x * TILE_PX, coords.y * TILE_PX);
    const toTile = (lon: number, lat: number) =>
      L.CRS.EPSG3857.latLngToPoint(L.latLng(lat, lon), coords.z).subtract(origin);
    if (coords.z <= LAST_REGION_ZOOM) drawRegions(context, this.#labels.regions, toTile);
    // Each town from the zoom its label fits at (placed without overlaps when the data was built).
    if (coords.z >= FIRST_TOWN_ZOOM) {
      drawTowns(
        context,
        this.#labels.towns.filter((town) => town[3] <= coords.z),
        toTile,
      );
    }
  }
}

type ToTile = (lon: number, lat: number) => L.Point;

const isNearTile = (point: L.Point, box: { left: number; right: number; top: number; bottom: number }) =>
  point.x + box.right > 0 && point.x + box.left < TILE_PX && point.y + box.bottom > 0 && point.y + box.top < TILE_PX;

const drawHaloText = (context: CanvasRenderingContext2D, text: string, x: number, y: number) => {
  context.strokeText(text, x, y);
  context.fillText(text, x, y);
};

const drawRegions = (context: CanvasRenderingContext2D, regions: readonly RegionLabel[], toTile: ToTile) => {
  context.font = `600 13px ${FONT_FAMILY}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.lineWidth = 3;
  context.strokeStyle = HALO;
  context.fillStyle = REGION_TEXT;
  const box = { left: -20, right: 20, top: -10, bottom: 10 };
  for (const region of regions) {
    const point = toTile(region.lon, region.lat);
    if (isNearTile(point, box)) drawHaloText(context, region.code, point.x, point.y);
  }
};

const drawTowns = (context: CanvasRenderingContext2D, towns: readonly TownLabel[], toTile: ToTile) => {
  context.font = `${TOWN_FONT_PX}px ${FONT_FAMILY}`;
  context.textAlign = 'left';
  context.textBaseline = 'middle';
  context.lineWidth = 3;
  context.lineJoin = 'round';
  for (const [name, lon, lat] of towns) {
    const point = toTile(lon, lat);
    if (!isNearTile(point, townLabelBox(name))) continue;
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
