import type { LabelsInView } from './place-labels-in-view';
import { TOWN_FONT_PX } from './town-labels';

const FONT_FAMILY = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';
const TEXT = '#2b2b2b';
const HALO = 'rgb(255 255 255 / 90%)';
const REGION_TEXT = '#6b6357';

/** A canvas's 2D context on the page or in a worker: the names are drawn the same way on either. */
type Context = CanvasRenderingContext2D | OffscreenCanvasRenderingContext2D;

export type LabelPicture = {
  /** The canvas's size in device pixels. */
  width: number;
  height: number;
  /** Device pixels per CSS pixel: the labels' points are in CSS pixels. */
  ratio: number;
  labels: LabelsInView;
};

const drawHaloText = (context: Context, text: string, x: number, y: number) => {
  context.strokeText(text, x, y);
  context.fillText(text, x, y);
};

const drawRegions = (context: Context, regions: LabelsInView['regions']) => {
  context.font = `600 13px ${FONT_FAMILY}`;
  context.textAlign = 'center';
  context.textBaseline = 'middle';
  context.lineWidth = 3;
  context.strokeStyle = HALO;
  context.fillStyle = REGION_TEXT;
  for (const [code, x, y] of regions) drawHaloText(context, code, x, y);
};

const drawTowns = (context: Context, towns: LabelsInView['towns']) => {
  context.font = `${TOWN_FONT_PX}px ${FONT_FAMILY}`;
  context.textAlign = 'left';
  context.textBaseline = 'middle';
  context.lineWidth = 3;
  context.lineJoin = 'round';
  for (const [name, x, y] of towns) {
    context.beginPath();
    context.arc(x, y, 3, 0, 2 * Math.PI);
    context.fillStyle = TEXT;
    context.strokeStyle = '#fff';
    context.lineWidth = 1.5;
    context.fill();
    context.stroke();
    context.lineWidth = 3;
    context.strokeStyle = HALO;
    drawHaloText(context, name, x + 7, y);
  }
};

/**
 * Draws the names on a canvas, made the picture's size (a canvas of the same size is cleared, not made again: making
 * one is most of the cost of a draw). The province codes first, then each town's dot and name with a white halo.
 */
export const paintPlaceLabels = (canvas: HTMLCanvasElement | OffscreenCanvas, picture: LabelPicture) => {
  const { width, height, ratio, labels } = picture;
  const isSameSize = canvas.width === width && canvas.height === height;
  if (!isSameSize) {
    canvas.width = width;
    canvas.height = height;
  }
  const context = canvas.getContext('2d') as Context | null;
  if (!context) return;
  if (isSameSize) context.clearRect(0, 0, width, height);
  // Each draw starts from the default state (the town halos' round joins stay in the towns).
  context.save();
  context.scale(ratio, ratio);
  if (labels.regions.length > 0) drawRegions(context, labels.regions);
  if (labels.towns.length > 0) drawTowns(context, labels.towns);
  context.restore();
};
