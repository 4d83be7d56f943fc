import { paintPlaceLabels } from './paint-place-labels';
import { drawnReply, isPainterRequest } from './place-label-messages';

/**
 * Draws the map's names on the page's canvases, handed over with `transferControlToOffscreen()`: making a canvas of a
 * phone's view at its density, drawing it and copying it to the compositor cost 340 to 700 ms of the page's main
 * thread at 4x slowdown (issue 22); here none of it does. Each picture is answered once it has left for the compositor, so
 * the page shows it, moved where it belongs, in one frame.
 */
const canvases: OffscreenCanvas[] = [];

self.addEventListener('message', (event: MessageEvent<unknown>) => {
  const request = event.data;
  if (!isPainterRequest(request)) return;
  if (request.type === 'canvases') {
    canvases.push(...request.canvases);
    return;
  }
  const canvas = canvases[request.canvas];
  if (!canvas) return;
  paintPlaceLabels(canvas, request.picture);
  // A worker's canvas sends its picture to the compositor as the task that drew it ends; answered at the worker's next
  // frame, the picture has reached the compositor before the page shows its canvas in place of the other.
  const reply = () => self.postMessage(drawnReply(request));
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(reply);
  else setTimeout(reply, 0);
});
