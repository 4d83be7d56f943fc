import { PICTURE_MAX_BYTES, PICTURE_TOO_LARGE_WARNING_THROTTLE_MS } from '@freight/domain';

/** Splits picked files into those small enough to send and those over 16 MB (spec 5). */
export const splitBySize = (files: readonly File[]): { accepted: File[]; tooLarge: File[] } => ({
  accepted: files.filter((file) => file.size <= PICTURE_MAX_BYTES),
  tooLarge: files.filter((file) => file.size > PICTURE_MAX_BYTES),
});

/**
 * Spec 5: the "too large" warning shows at most once per 5 s, however many files or attempts. Returns a function
 * that says whether to warn now (given the time in ms), remembering when it last said yes.
 */
export const createWarningThrottle = (intervalMs = PICTURE_TOO_LARGE_WARNING_THROTTLE_MS) => {
  let lastWarnedAt = Number.NEGATIVE_INFINITY;
  return (nowMs: number): boolean => {
    if (nowMs - lastWarnedAt < intervalMs) return false;
    lastWarnedAt = nowMs;
    return true;
  };
};
