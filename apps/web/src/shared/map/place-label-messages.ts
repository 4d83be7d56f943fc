import type { LabelPicture } from './paint-place-labels';

/**
 * What the page and the names' worker say to each other. The page hands over its two canvases once (`canvases`), then
 * asks for a picture on one of them (`draw`); the worker answers `drawn` with the same id once that picture has gone
 * to the compositor.
 */
export type PainterRequest =
  | { type: 'canvases'; canvases: OffscreenCanvas[] }
  | { type: 'draw'; id: number; canvas: number; picture: LabelPicture };

export type PainterReply = { type: 'drawn'; id: number; names: number };

export const isPainterRequest = (data: unknown): data is PainterRequest =>
  typeof data === 'object' &&
  data !== null &&
  ['canvases', 'draw'].includes((data as { type?: unknown }).type as string);

export const isPainterReply = (data: unknown): data is PainterReply =>
  typeof data === 'object' &&
  data !== null &&
  (data as { type?: unknown }).type === 'drawn' &&
  typeof (data as { id?: unknown }).id === 'number';

/** The reply to a drawing: its id, and how many names it holds (a journey checks that names were drawn). */
export const drawnReply = (request: Extract<PainterRequest, { type: 'draw' }>): PainterReply => ({
  type: 'drawn',
  id: request.id,
  names: request.picture.labels.regions.length + request.picture.labels.towns.length,
});
