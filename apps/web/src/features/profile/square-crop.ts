/**
 * The arithmetic of the profile picture's square crop. The picture is laid under a square frame so that at zoom 1
 * its short side exactly fills the frame (it "covers" the frame); zoom enlarges it about the frame's centre and the
 * offset (in frame pixels, from centred) moves it. It may never be moved so far that the frame shows anything but
 * the picture, so every crop is a full square of real pixels.
 */

export type ImageSize = { widthPx: number; heightPx: number };
export type CropView = { zoom: number; offsetXPx: number; offsetYPx: number };
export type SourceSquare = { xPx: number; yPx: number; sidePx: number };

export const ZOOM_MIN = 1;
export const ZOOM_MAX = 4;

/** Frame pixels per picture pixel at zoom 1. */
const coverScale = (image: ImageSize, frameSidePx: number): number =>
  frameSidePx / Math.min(image.widthPx, image.heightPx);

const clamp = (value: number, limit: number): number => Math.min(limit, Math.max(-limit, value));

/** The view with zoom kept in [ZOOM_MIN, ZOOM_MAX] and the offset kept where the picture still covers the frame. */
export const clampView = (image: ImageSize, frameSidePx: number, view: CropView): CropView => {
  const zoom = Math.min(ZOOM_MAX, Math.max(ZOOM_MIN, view.zoom));
  const scale = coverScale(image, frameSidePx) * zoom;
  const slackXPx = (image.widthPx * scale - frameSidePx) / 2;
  const slackYPx = (image.heightPx * scale - frameSidePx) / 2;
  return { zoom, offsetXPx: clamp(view.offsetXPx, slackXPx), offsetYPx: clamp(view.offsetYPx, slackYPx) };
};

/** Where and how large the picture is drawn inside the frame (frame pixels), for the preview. */
export const placement = (image: ImageSize, frameSidePx: number, view: CropView) => {
  const scale = coverScale(image, frameSidePx) * view.zoom;
  const widthPx = image.widthPx * scale;
  const heightPx = image.heightPx * scale;
  return {
    leftPx: (frameSidePx - widthPx) / 2 + view.offsetXPx,
    topPx: (frameSidePx - heightPx) / 2 + view.offsetYPx,
    widthPx,
    heightPx,
  };
};

/** The square of the picture (in its own pixels) that the frame shows: what the cropped picture is cut from. */
export const sourceSquare = (image: ImageSize, frameSidePx: number, view: CropView): SourceSquare => {
  const clamped = clampView(image, frameSidePx, view);
  const scale = coverScale(image, frameSidePx) * clamped.zoom;
  const { leftPx, topPx } = placement(image, frameSidePx, clamped);
  const sidePx = frameSidePx / scale;
  // Clamped once more against rounding: a canvas asked for pixels beyond the picture would draw them transparent.
  const within = (value: number, sizePx: number) => Math.min(sizePx - sidePx, Math.max(0, value));
  return { xPx: within(-leftPx / scale, image.widthPx), yPx: within(-topPx / scale, image.heightPx), sidePx };
};
