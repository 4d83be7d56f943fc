import { useSyncExternalStore } from 'react';

let pendingCount = 0;
const listeners = new Set<() => void>();

const setPendingCount = (next: number) => {
  pendingCount = next;
  for (const listener of listeners) listener();
};

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};

/** Counts `work` as one request in flight until it settles, whether it succeeds or fails (spec section 9). */
export const trackRequest = async <T>(work: () => Promise<T>): Promise<T> => {
  setPendingCount(pendingCount + 1);
  try {
    return await work();
  } finally {
    setPendingCount(pendingCount - 1);
  }
};

// Nothing is in flight in the prerendered welcome page (decision 027), which the first render must match.
export const usePendingRequestCount = (): number =>
  useSyncExternalStore(
    subscribe,
    () => pendingCount,
    () => 0,
  );
