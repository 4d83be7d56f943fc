// `npx tsx apps/web/build/generate-icons.ts`: the PNG icons the web app manifest and iOS ask for, drawn from the one
// SVG favicon so every size shows the same mark. Run again after changing favicon.svg and commit the PNGs: the build
// copies them as they are, so building never needs an image library.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const PUBLIC_DIR = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../public');
/** The favicon's own background, so a maskable icon's padding is the same green and no seam shows. */
const BRAND_GREEN = '#0e6654';

/** The favicon is 32 units wide; a high density keeps its edges sharp at 512 px. */
const rasterize = (svg: Buffer, size: number) => sharp(svg, { density: (72 * size) / 32 }).resize(size, size);

/**
 * A maskable icon may be cut to a circle or a squircle by the launcher: only the centre 80% is sure to show
 * (the "safe zone" of the W3C manifest spec), so the mark is drawn at 80% on a full-bleed background.
 */
const maskable = async (svg: Buffer, size: number) => {
  const inner = Math.round(size * 0.8);
  const mark = await rasterize(svg, inner).png().toBuffer();
  return sharp({ create: { width: size, height: size, channels: 4, background: BRAND_GREEN } })
    .composite([{ input: mark, gravity: 'centre' }])
    .png();
};

const svg = await readFile(path.join(PUBLIC_DIR, 'favicon.svg'));
const outputs: [string, () => Promise<sharp.Sharp> | sharp.Sharp][] = [
  ['icons/icon-192.png', () => rasterize(svg, 192).png()],
  ['icons/icon-512.png', () => rasterize(svg, 512).png()],
  ['icons/maskable-512.png', () => maskable(svg, 512)],
  // iOS draws its own rounded corners and shows transparency as black: a flattened, square picture.
  ['icons/apple-touch-icon-180.png', () => rasterize(svg, 180).flatten({ background: BRAND_GREEN }).png()],
];
for (const [name, draw] of outputs) {
  await (await draw()).toFile(path.join(PUBLIC_DIR, name));
  console.log(`wrote public/${name}`);
}
