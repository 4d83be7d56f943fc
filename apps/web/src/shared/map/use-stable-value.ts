import { useMemo } from 'react';

/**
 * The same reference for as long as the value's JSON is the same. Callers build points inline (`{ lat, lon, label }`),
 * a new object each render; effects that draw on the map should run only when a point really changes.
 */
export const useStableValue = <T>(value: T): T => {
  const key = JSON.stringify(value);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the value, which is the point.
  return useMemo(() => value, [key]);
};
