/** Resolves in a task of its own: work after it no longer adds to the task that called (a tap or a frame may come first). */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));

/** Resolves in a task after the browser's next frame: what the page shows now is on screen before the work after it. */
export const nextFrameShown = (): Promise<void> =>
  new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
