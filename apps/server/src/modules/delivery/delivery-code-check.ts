import { createHash, timingSafeEqual } from 'node:crypto';

const digest = (value: string) => createHash('sha256').update(value, 'utf8').digest();

/**
 * Whether the entered code is the haul's delivery code, in time independent of where they differ: both sides are
 * hashed to equal-length digests first, since timingSafeEqual needs equal lengths and a length check would leak.
 */
export const deliveryCodeMatches = (entered: string, stored: string | null): boolean =>
  stored !== null && timingSafeEqual(digest(entered.trim()), digest(stored));
