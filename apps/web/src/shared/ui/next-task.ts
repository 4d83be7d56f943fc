/** Resolves in a task of its own: work after it no longer adds to the task that called (a tap or a frame may come first). */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
