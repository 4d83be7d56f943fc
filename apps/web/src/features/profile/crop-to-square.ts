import type { SourceSquare } from './square-crop';

/** The side of the cropped picture sent to the server: sharper than any avatar we show, a few hundred KB at most. */
const OUTPUT_SIDE_PX = 800;
const JPEG_QUALITY = 0.9;

/**
 * Cuts `square` out of the loaded picture into a new JPEG file. The browser has already turned the picture upright
 * (its EXIF orientation) when drawing it, and a canvas writes no EXIF, so no location leaves the phone this way.
 */
export const cropToSquare = async (image: HTMLImageElement, square: SourceSquare): Promise<File> => {
  const sidePx = Math.min(OUTPUT_SIDE_PX, Math.round(square.sidePx));
  const canvas = document.createElement('canvas');
  canvas.width = sidePx;
  canvas.height = sidePx;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('This browser cannot draw pictures.');
  context.imageSmoothingQuality = 'high';
  context.drawImage(image, square.xPx, square.yPx, square.sidePx, square.sidePx, 0, 0, sidePx, sidePx);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/jpeg', JPEG_QUALITY));
  if (!blob) throw new Error('The cropped picture could not be encoded.');
  return new File([blob], 'profile.jpg', { type: 'image/jpeg' });
};
