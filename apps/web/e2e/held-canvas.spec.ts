import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { expect, test } from './support/test';

const webRoot = fileURLToPath(new URL('..', import.meta.url));

/** The basemap's canvas module and Leaflet, bundled as the app bundles them, for a blank page to call. */
const heldCanvasScript = async () => {
  const result = await build({
    stdin: {
      contents: `import L from 'leaflet';
        import { createHeldCanvas } from './src/shared/map/held-canvas';
        window.mapParts = { L, createHeldCanvas };`,
      resolveDir: webRoot,
      loader: 'ts',
    },
    bundle: true,
    format: 'iife',
    write: false,
  });
  return result.outputFiles[0]?.text ?? '';
};

type MapParts = {
  L: typeof import('leaflet');
  createHeldCanvas: typeof import('../src/shared/map/held-canvas').createHeldCanvas;
};

// A CI's quote journey failed on "Cannot read properties of undefined (reading 'save')": a step of the quote left as
// its map moved, and a frame the basemap's canvas had asked for drew after the map had gone. Leaflet 1.9.4 redraws at
// once as the view changes and forgets the frame it had asked for; the held canvas cancels it.
test('the basemap canvas draws nothing once its map has gone, even mid-move', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setContent('<div id="map" style="width: 360px; height: 360px"></div>');
  await page.addScriptTag({ content: await heldCanvasScript() });
  const drew = await page.evaluate(async () => {
    const { L, createHeldCanvas } = (window as unknown as { mapParts: MapParts }).mapParts;
    const nextFrames = () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
    const drawOnce = (isReleasedFirst: boolean) => {
      const map = L.map('map').setView([52, -106], 5);
      const canvas = createHeldCanvas({ padding: 0.25 });
      map.addLayer(canvas.renderer);
      if (isReleasedFirst) canvas.release();
      // A shape joining asks for a frame; the view changing then redraws at once.
      L.polygon(
        [
          [50, -104],
          [53, -108],
          [53, -100],
        ],
        { renderer: canvas.renderer },
      ).addTo(map);
      map.fire('moveend');
      canvas.release();
      // Released, the shape is on the canvas (the fix must not stop the drawing itself).
      const drawing = map.getPane('overlayPane')?.querySelector('canvas');
      const pixels = drawing?.getContext('2d')?.getImageData(0, 0, drawing.width, drawing.height).data ?? [];
      const isDrawn = pixels.some((value, index) => index % 4 === 3 && value > 0);
      map.remove();
      return isDrawn;
    };
    const held = drawOnce(false);
    await nextFrames();
    const released = drawOnce(true);
    await nextFrames();
    return held && released;
  });
  expect(drew).toBe(true);
  expect(errors).toEqual([]);
});
