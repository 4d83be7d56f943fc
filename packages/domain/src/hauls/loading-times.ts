/**
 * Spec section 9: when a place can load or unload. Stored as these codes; the web shows the spec's wording
 * ("8 to 5 - Monday to Friday", "8 to 5 - 7 days a week", "24 hours a day - 7 days a week", "See special instructions").
 */
export const LOADING_TIMES = ['weekdays_8_to_5', 'daily_8_to_5', 'always', 'see_instructions'] as const;
export type LoadingTime = (typeof LOADING_TIMES)[number];
