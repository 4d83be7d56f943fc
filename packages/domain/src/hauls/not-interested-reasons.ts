/** Why a driver passes on a load (spec 5: a reason is required, with an elaboration when it is "other"). */
export const NOT_INTERESTED_REASONS = [
  'too_far',
  'price_too_low',
  'dates_do_not_work',
  'vehicle_not_suitable',
  'other',
] as const;
export type NotInterestedReason = (typeof NOT_INTERESTED_REASONS)[number];
