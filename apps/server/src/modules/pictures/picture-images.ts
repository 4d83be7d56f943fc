import sharp from 'sharp';

const THUMB_MAX_SIDE_PX = 320;
const LARGE_MAX_SIDE_PX = 1600;
export const PICTURE_OUTPUT_CONTENT_TYPE = 'image/webp';

/** Formats a phone or camera produces. SVG is refused: it is a document that can reference other files, not a photo. */
const ACCEPTED_FORMATS: Record<string, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
  heif: 'image/heif',
  tiff: 'image/tiff',
};

type RenderedVersion = { bytes: Buffer; widthPx: number; heightPx: number };

export type RenderedPicture = {
  /** What the bytes really are, sniffed by the decoder. */
  originalContentType: string;
  thumb: RenderedVersion;
  large: RenderedVersion;
};

/** The content type the bytes decode as, or null when they are not a picture we accept (whatever the client said). */
const sniffPictureType = async (bytes: Buffer): Promise<string | null> => {
  try {
    const { format } = await sharp(bytes).metadata();
    return (format && ACCEPTED_FORMATS[format]) || null;
  } catch {
    return null;
  }
};

/**
 * One re-encoded version: turned upright by its EXIF orientation, fitted inside `maxSidePx` (never enlarged), WebP.
 * sharp writes no metadata unless asked (`withMetadata`/`keepExif`), so EXIF (GPS, camera serial), XMP and ICC
 * comments of the original are dropped here; the tests check it.
 */
const renderVersion = async (bytes: Buffer, maxSidePx: number, quality: number): Promise<RenderedVersion> => {
  const { data, info } = await sharp(bytes, { failOn: 'error' })
    .autoOrient()
    .resize({ width: maxSidePx, height: maxSidePx, fit: 'inside', withoutEnlargement: true })
    .webp({ quality })
    .toBuffer({ resolveWithObject: true });
  return { bytes: data, widthPx: info.width, heightPx: info.height };
};

/** Null when the bytes are not an accepted picture; throws when a picture is too damaged to decode. */
export const renderPicture = async (bytes: Buffer): Promise<RenderedPicture | null> => {
  const originalContentType = await sniffPictureType(bytes);
  if (!originalContentType) return null;
  const [thumb, large] = await Promise.all([
    renderVersion(bytes, THUMB_MAX_SIDE_PX, 75),
    renderVersion(bytes, LARGE_MAX_SIDE_PX, 82),
  ]);
  return { originalContentType, thumb, large };
};
