import L from 'leaflet';

/** What Leaflet 1.9's canvas renderer keeps of a pending redraw (private fields, read and reset here only). */
type CanvasInternals = {
  _map?: L.Map;
  _container?: HTMLCanvasElement;
  /** The drawing context, deleted when the renderer leaves the map. */
  _ctx?: CanvasRenderingContext2D;
  _redraw: () => void;
  _redrawBounds: L.Bounds | null;
  _redrawRequest: number | null;
};

/**
 * Leaflet's canvas renderer, drawing nothing until `release()` and then everything in one pass. Each shape joining a
 * canvas renderer asks for a redraw at the next frame, and after each redraw Chromium copies the whole canvas to the
 * compositor: the basemap joining a few thousand points per task was a dozen redraws, each followed by a commit of
 * 100 to 600 ms on a phone's slowed processor (issue 22). Held, the shapes still join (and are projected) batch by
 * batch; the canvas is drawn, and copied, once. Held, the canvas is not displayed either: Chromium copied the empty
 * canvas to the compositor as well (another 200 ms at 4x).
 */
export const createHeldCanvas = (options: L.RendererOptions) => {
  const renderer = L.canvas(options);
  const internals = renderer as unknown as CanvasInternals;
  const redraw = internals._redraw;
  let isHeld = true;
  internals._redraw = function (this: CanvasInternals) {
    // Leaflet 1.9.4 calls `_redraw` directly as the view changes, and its first line forgets the id of a frame already
    // asked for: that frame still comes, and came after the map had gone (a step of the quote left as its map moved),
    // drawing on a context Leaflet had deleted ("reading 'save'", a CI's quote journey). Cancelled here, so leaving
    // the map cancels every frame this canvas asked for.
    if (this._redrawRequest !== null) L.Util.cancelAnimFrame(this._redrawRequest);
    if (!isHeld && this._ctx) {
      redraw.call(this);
      return;
    }
    // Held, dropped rather than kept: the release draws the whole canvas anyway.
    this._redrawRequest = null;
    this._redrawBounds = null;
  };
  // Leaflet makes the canvas as the renderer joins the map, and shows no frame before this event.
  renderer.on('add', () => {
    if (isHeld) internals._container?.style.setProperty('display', 'none');
  });
  return {
    renderer,
    /** Draws every shape that joined while held, and from then on redraws as Leaflet does. */
    release: () => {
      if (!isHeld) return;
      isHeld = false;
      if (!internals._map) {
        internals._container?.style.removeProperty('display');
        return;
      }
      internals._redrawBounds = null;
      internals._redraw();
      internals._container?.style.removeProperty('display');
    },
  };
};
