/**
 * Problems every screen reacts to the same way (spec section 8): no response at all, or a 403.
 * The API client reports them here; one listener in the app shell opens the matching dialog.
 */
export type RequestProblem = 'connection' | 'forbidden';

type Listener = (problem: RequestProblem) => void;

const listeners = new Set<Listener>();

export const reportRequestProblem = (problem: RequestProblem): void => {
  for (const listener of listeners) listener(problem);
};

export const onRequestProblem = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
