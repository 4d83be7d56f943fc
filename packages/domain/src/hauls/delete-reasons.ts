/** Why a shipper deletes a load (spec 5: a reason is required, with an elaboration when it is "other"). */
export const DELETE_REASONS = [
  'found_another_carrier',
  'no_longer_shipping',
  'price_too_high',
  'dates_changed',
  'posted_by_mistake',
  'other',
] as const;
export type DeleteReason = (typeof DELETE_REASONS)[number];
