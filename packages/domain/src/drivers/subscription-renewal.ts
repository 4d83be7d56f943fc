import { SUBSCRIPTION_RENEWAL_MIN_LOADS } from '../constants/limits';

/**
 * Spec 4 and 9: a subscription renews "yearly or after at least six loads, whichever is longer": it is due only once
 * a year has passed since it started and the driver has hauled at least six loads in it. Until then it stays in
 * force; a due subscription that is not renewed drops the driver to free.
 */
export const isRenewalDue = ({
  startedAt,
  loadsSinceStart,
  now,
}: {
  startedAt: Date;
  loadsSinceStart: number;
  now: Date;
}): boolean => {
  const yearLater = new Date(startedAt);
  yearLater.setUTCFullYear(yearLater.getUTCFullYear() + 1);
  return now.getTime() >= yearLater.getTime() && loadsSinceStart >= SUBSCRIPTION_RENEWAL_MIN_LOADS;
};
