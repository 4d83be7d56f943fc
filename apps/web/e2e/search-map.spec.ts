import type { Page } from '@playwright/test';
import { approvedDriverByApi, confirmedShipperByApi, postedLoadByApi, premiumDriverByApi } from './support/driving-api';
import { card, uniqueLoad } from './support/search';
import { expect, test } from './support/test';

// The search's map as a driver's phone draws it (issue 22): the land, the place names and the markers, each in its
// own time, so no task of the map holds the phone for long.
test.use({ viewport: { width: 390, height: 844 }, locale: 'en-CA' });

/**
 * Records, in order, what the page draws on each of the map's canvases: clears (and whether of the whole canvas, as a
 * full redraw does, or of one shape's box, as Leaflet's redraw after a shape joins does), filled shapes, and text; and
 * what it asks of a worker drawing names (a worker's canvas calls are not the page's): each picture asked for, and
 * each answer with the number of names drawn.
 */
const recordCanvasDraws = () => {
  type Draw = {
    kind: 'clear' | 'fill' | 'text' | 'names asked of a worker' | 'names drawn by a worker';
    pane: string;
    isWhole: boolean;
    names: number;
  };
  const draws: Draw[] = [];
  (window as unknown as { canvasDraws: Draw[] }).canvasDraws = draws;
  const prototype = CanvasRenderingContext2D.prototype;
  const paneOf = (context: CanvasRenderingContext2D) =>
    [...(context.canvas.closest('.leaflet-pane')?.classList ?? [])].find(
      (name) => name !== 'leaflet-pane' && name.endsWith('-pane'),
    ) ?? 'none';
  const record = <K extends 'clearRect' | 'fill' | 'fillText'>(method: K, kind: Draw['kind']) => {
    const original = prototype[method] as (...args: unknown[]) => unknown;
    Object.assign(prototype, {
      [method](this: CanvasRenderingContext2D, ...args: unknown[]) {
        const { width, height } = this.canvas;
        const isWhole =
          this.getTransform().isIdentity && args[0] === 0 && args[1] === 0 && args[2] === width && args[3] === height;
        draws.push({ kind, pane: paneOf(this), isWhole, names: 0 });
        return original.apply(this, args);
      },
    });
  };
  record('clearRect', 'clear');
  record('fill', 'fill');
  record('fillText', 'text');
  type Message = { type?: string; names?: number };
  const postMessage = Worker.prototype.postMessage as (...args: unknown[]) => void;
  Object.assign(Worker.prototype, {
    postMessage(this: Worker, ...args: unknown[]) {
      if ((args[0] as Message | undefined)?.type === 'draw') {
        draws.push({ kind: 'names asked of a worker', pane: 'worker', isWhole: true, names: 0 });
      }
      return postMessage.apply(this, args);
    },
  });
  window.Worker = class RecordedWorker extends Worker {
    constructor(...args: ConstructorParameters<typeof Worker>) {
      super(...args);
      this.addEventListener('message', ({ data }: MessageEvent<Message>) => {
        if (data?.type !== 'drawn') return;
        draws.push({ kind: 'names drawn by a worker', pane: 'worker', isWhole: true, names: data.names ?? 0 });
      });
    }
  };
};

type CanvasDraw = { kind: string; pane: string; isWhole: boolean; names: number };

// Issue 22: each redraw of a canvas is copied whole to the compositor, hundreds of milliseconds on a slowed phone, so
// the land joins batch by batch but is drawn in whole passes only, never a redraw per batch joining; the names come
// after it, drawn off the main thread by a worker on a canvas of their own.
test("the search's basemap draws the land in whole passes, then a worker draws the place names above it", async ({
  page,
  request,
}) => {
  const shipper = await confirmedShipperByApi(request);
  await postedLoadByApi(request, shipper.key, uniqueLoad('Kubota M7'));
  const driver = await approvedDriverByApi(request);
  await page.addInitScript(recordCanvasDraws);

  await page.goto(`/search-jobs?token=${driver.key}`);
  const draws = () => page.evaluate(() => (window as unknown as { canvasDraws: CanvasDraw[] }).canvasDraws);
  const isNamesDrawn = (draw: CanvasDraw) => draw.kind === 'names drawn by a worker' && draw.names > 0;
  await expect.poll(async () => (await draws()).some(isNamesDrawn)).toBe(true);
  const all = await draws();
  // The page draws no name itself: its main thread only asks the worker for them.
  expect(all.filter((draw) => draw.kind === 'text' && draw.pane === 'leaflet-placeLabels-pane')).toEqual([]);
  const firstAsked = all.findIndex((draw) => draw.kind === 'names asked of a worker');
  expect(firstAsked).toBeGreaterThan(0);
  const landBefore = all.slice(0, firstAsked).filter((draw) => draw.pane === 'leaflet-tile-pane');
  const clears = landBefore.filter((draw) => draw.kind === 'clear');
  expect(clears.length).toBeGreaterThan(0);
  expect(clears.filter((draw) => !draw.isWhole)).toEqual([]);
  // Nothing of the land is drawn before its first whole pass, and the land is drawn before the names are asked for.
  expect(landBefore[0]?.kind).toBe('clear');
  expect(landBefore.filter((draw) => draw.kind === 'fill').length).toBeGreaterThan(0);
});

/**
 * Records the search's map at the first frame after it has a view (its scale joins it then), the frame the browser
 * paints next: how many markers it has, and its scale, which moves with the zoom and the centre's latitude, so it tells
 * whether that first view is the one the map keeps.
 */
const recordFirstMapFrame = () => {
  const first = { markers: -1, scale: '' };
  (window as unknown as { firstMapFrame: typeof first }).firstMapFrame = first;
  // Each of the scale's lines (metric and imperial): its length and what it stands for.
  const scaleOf = () =>
    [...document.querySelectorAll<HTMLElement>('.leaflet-control-scale-line')]
      .map((line) => `${line.textContent} ${line.style.width}`)
      .join(', ');
  // A MutationObserver's callback runs in the task that gave the map its view, so the frame asked for is the next one.
  const observer = new MutationObserver(() => {
    if (!document.querySelector('.leaflet-control-scale')) return;
    observer.disconnect();
    requestAnimationFrame(() => {
      first.markers = document.querySelectorAll('.leaflet-marker-icon').length;
      first.scale = scaleOf();
    });
  });
  observer.observe(document, { childList: true, subtree: true });
};

// Issue 22: made in one task with its controls, searched places and markers, the map was a task of 200 to 380 ms on a
// slowed phone. Its first view is the fitted one, painted before the markers join it in a later task.
test("the search's map is painted fitted before its markers join it", async ({ page, request }) => {
  const shipper = await confirmedShipperByApi(request);
  const tractor = uniqueLoad('Fendt 942');
  await postedLoadByApi(request, shipper.key, tractor);
  const driver = await approvedDriverByApi(request);
  await page.addInitScript(recordFirstMapFrame);

  await page.goto(`/search-jobs?token=${driver.key}`);
  await expect(card(page, tractor)).toHaveCount(1);
  const map = page.getByRole('region', { name: 'Map of the loads found' });
  await expect(map.locator('.leaflet-marker-icon').first()).toBeVisible();
  await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible();
  const first = await page.evaluate(
    () => (window as unknown as { firstMapFrame: { markers: number; scale: string } }).firstMapFrame,
  );
  expect(first.markers).toBe(0);
  const scaleNow = await map
    .locator('.leaflet-control-scale-line')
    .evaluateAll((lines: HTMLElement[]) => lines.map((line) => `${line.textContent} ${line.style.width}`).join(', '));
  expect(scaleNow).not.toBe('');
  expect(first.scale).toBe(scaleNow);
});

// A driver zoomed in on a town and reading a pickup's popup (all of it on the map, none under the zoom buttons) while
// the results refresh (a load posted near them: a premium driver hears of it at once) keeps the view and the popup, the
// loads in it where they were. The map was fitted again to the whole search and its markers rebuilt: the popup closed
// under their finger, and a tap landing as it went was lost (Chromium drops a click whose pressed element leaves the
// page; a journey's click was, in a CI).
test("a driver's zoom and open popup stay, the popup's links in place, when another load joins the results", async ({
  page,
  request,
}) => {
  const shipper = await confirmedShipperByApi(request);
  const first = uniqueLoad('Kubota M7');
  const firstId = await postedLoadByApi(request, shipper.key, first);
  const driver = await premiumDriverByApi(request);
  // The server's first message on the app's WebSocket answers its key: from then on, the driver hears of new loads.
  const isListening = page.waitForEvent('websocket').then((socket) => socket.waitForEvent('framereceived'));

  await page.goto(`/search-jobs?token=${driver.key}`);
  await expect(card(page, first)).toHaveCount(1);
  // Its own marker, or the one counting every load picked up in Regina (other journeys post from there too).
  const regina = /^(Kubota M7 .+, Regina, SK to Winnipeg, MB|\d+ loads picked up in Regina, SK)$/;
  const map = page.getByRole('region', { name: 'Map of the loads found' });
  const scale = map.locator('.leaflet-control-scale-line').first();
  await expect(scale).toBeVisible();
  const fittedScale = await scale.textContent();
  await map.getByRole('button', { name: 'Zoom in' }).click();
  await expect(scale).not.toHaveText(fittedScale ?? '');
  await map.getByRole('button', { name: regina }).click();
  const popup = page.locator('.leaflet-popup');
  const firstLink = popup.getByRole('link', { name: first });
  await expect(firstLink).toBeVisible();
  const linkBefore = await firstLink.elementHandle();
  const listed = () => popup.getByRole('listitem').getByRole('link').allTextContents();
  const before = await listed();
  // Every pan and zoom moves the map's pane (its transform, or its zoom animation's class), in the task that asks for
  // it: counted from once the popup's own pan has settled.
  await map.evaluate((element) => {
    const moves = { count: 0, lastAt: performance.now() };
    Object.assign(window, { mapMoves: moves });
    const pane = element.querySelector('.leaflet-map-pane');
    if (!pane) throw new Error('no map pane');
    new MutationObserver(() => {
      moves.count += 1;
      moves.lastAt = performance.now();
    }).observe(pane, { attributes: true, attributeFilter: ['style', 'class'] });
  });
  const mapMoves = () =>
    page.evaluate(() => (window as unknown as { mapMoves: { count: number; lastAt: number } }).mapMoves);
  const sinceLastMove = () =>
    page.evaluate(() => performance.now() - (window as unknown as { mapMoves: { lastAt: number } }).mapMoves.lastAt);
  await expect.poll(sinceLastMove).toBeGreaterThan(500);
  const movesBefore = (await mapMoves()).count;
  // The popup, panned into view, stands wholly on the map and clear of the zoom buttons (which Leaflet draws above it).
  const [popupBox, zoomBox, mapBox] = await Promise.all([
    popup.boundingBox(),
    map.locator('.leaflet-control-zoom').boundingBox(),
    map.boundingBox(),
  ]);
  if (!popupBox || !zoomBox || !mapBox) throw new Error('the popup, the zoom buttons and the map are on screen');
  expect(popupBox.x).toBeGreaterThanOrEqual(zoomBox.x + zoomBox.width);
  expect(popupBox.x + popupBox.width).toBeLessThanOrEqual(mapBox.x + mapBox.width);
  expect(popupBox.y).toBeGreaterThanOrEqual(mapBox.y);

  const second = uniqueLoad('Kubota M7');
  await isListening;
  await postedLoadByApi(request, shipper.key, second);
  await expect(card(page, second)).toHaveCount(1);
  await expect(popup.getByRole('link', { name: second })).toBeAttached();
  // The same link, still on the page; the loads listed before keep their order, the new one comes after them.
  expect(await firstLink.evaluate((link, handle) => link === handle, linkBefore)).toBe(true);
  const after = await listed();
  const kept = before.filter((name) => after.includes(name));
  expect(after.filter((name) => before.includes(name))).toEqual(kept);
  expect(after.indexOf(second)).toBeGreaterThan(after.indexOf(kept.at(-1) ?? first));
  await expect(map.getByRole('button', { name: /^\d+ loads picked up in Regina, SK$/ })).toHaveCount(1);
  // Answered afresh, the search is not fitted again: the view stays where the driver zoomed, and the popup where it
  // was panned into view, its size too (the new load is scrolled to).
  expect((await mapMoves()).count).toBe(movesBefore);
  const [popupAfter, mapAfter] = await Promise.all([popup.boundingBox(), map.boundingBox()]);
  if (!popupAfter || !mapAfter) throw new Error('the popup and the map are still on screen');
  expect({ ...popupAfter, x: popupAfter.x - mapAfter.x, y: popupAfter.y - mapAfter.y }).toEqual({
    ...popupBox,
    x: popupBox.x - mapBox.x,
    y: popupBox.y - mapBox.y,
  });

  await firstLink.click();
  await expect(page).toHaveURL(`/job/${firstId}`);
});

// The names' worker is a convenience: a browser without OffscreenCanvas, or a worker script that does not load, still
// shows the names, drawn by the page.
for (const { name, prepare } of [
  {
    name: 'a browser that cannot hand a canvas to a worker',
    prepare: (page: Page) =>
      page.addInitScript(() => {
        Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen');
      }),
  },
  {
    name: 'a page whose names worker does not load',
    prepare: (page: Page) => page.context().route(/place-label-painter\.worker/, (route) => route.abort()),
  },
]) {
  test(`${name} draws the place names itself`, async ({ page, request }) => {
    const driver = await approvedDriverByApi(request);
    await prepare(page);
    await page.addInitScript(recordCanvasDraws);

    await page.goto(`/search-jobs?token=${driver.key}`);
    const draws = () => page.evaluate(() => (window as unknown as { canvasDraws: CanvasDraw[] }).canvasDraws);
    const isPageName = (draw: CanvasDraw) => draw.kind === 'text' && draw.pane === 'leaflet-placeLabels-pane';
    await expect.poll(async () => (await draws()).some(isPageName)).toBe(true);
    expect((await draws()).filter((draw) => draw.kind === 'names drawn by a worker')).toEqual([]);
  });
}
