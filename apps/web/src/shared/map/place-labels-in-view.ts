import type { RegionLabel } from './outline-atlas';
import { FIRST_TOWN_ZOOM, type TownLabel, townLabelBox } from './town-labels';

/** Province and state codes name the wide views; closer in, the towns do. */
const LAST_REGION_ZOOM = 7;
/** The room a province code may take around its point, in CSS pixels (codes are two letters at 13 px). */
const REGION_BOX = { left: -20, right: 20, top: -10, bottom: 10 };

export type PlaceLabels = { regions: readonly RegionLabel[]; towns: readonly TownLabel[] };

/** A name to draw: its text and its point on the canvas, in CSS pixels from the canvas's top left corner. */
type PlacedLabel = [text: string, x: number, y: number];

/** What one drawing of the names' canvas shows: the province codes, then the towns (dot and name). */
export type LabelsInView = { regions: PlacedLabel[]; towns: PlacedLabel[] };

type Box = { left: number; right: number; top: number; bottom: number };

export type LabelView = {
  /** The map's zoom, fractional while a pinch is in progress; names are chosen at the nearest whole zoom. */
  zoom: number;
  /** The canvas's size in CSS pixels. */
  width: number;
  height: number;
  /** A point of the map (degrees) on the canvas, in CSS pixels. */
  toCanvas: (lon: number, lat: number) => { x: number; y: number };
};

const placeAll = (
  items: readonly { text: string; lon: number; lat: number; box: Box }[],
  view: LabelView,
): PlacedLabel[] => {
  const placed: PlacedLabel[] = [];
  for (const { text, lon, lat, box } of items) {
    const { x, y } = view.toCanvas(lon, lat);
    const isInView = x + box.right > 0 && x + box.left < view.width && y + box.bottom > 0 && y + box.top < view.height;
    if (isInView) placed.push([text, x, y]);
  }
  return placed;
};

/**
 * The names one view of the map shows, with their points on its canvas: province codes up to zoom 7, each town from
 * the zoom its label fits at (placed without overlaps when the data was built) from zoom 4, and only those whose box
 * reaches into the canvas. Pure, so the main thread works it out and whoever draws (a worker) needs no map.
 */
export const placeLabelsInView = (labels: PlaceLabels, view: LabelView): LabelsInView => {
  const labelZoom = Math.round(view.zoom);
  const regions =
    labelZoom <= LAST_REGION_ZOOM
      ? placeAll(
          labels.regions.map((region) => ({ text: region.code, lon: region.lon, lat: region.lat, box: REGION_BOX })),
          view,
        )
      : [];
  const towns =
    labelZoom >= FIRST_TOWN_ZOOM
      ? placeAll(
          labels.towns
            .filter((town) => town[3] <= labelZoom)
            .map(([name, lon, lat]) => ({ text: name, lon, lat, box: townLabelBox(name) })),
          view,
        )
      : [];
  return { regions, towns };
};
