/**
 * Spec section 9: when a place can load or unload. Stored as these codes; the web shows the spec's wording
 * ("8 to 5 - Monday to Friday", "8 to 5 - 7 days a week", "24 hours a day - 7 days a week", "See special instructions").
 */
export const LOADING_TIMES = ['weekdays_8_to_5', 'daily_8_to_5', 'always', 'see_instructions'] as const;
export type LoadingTime = (typeof LOADING_TIMES)[number];

/** The spec's own wording of each (section 9), as a client written from the spec sends it. */
export const LOADING_TIME_WORDING: Readonly<Record<LoadingTime, string>> = {
  weekdays_8_to_5: '8 to 5 - Monday to Friday',
  daily_8_to_5: '8 to 5 - 7 days a week',
  always: '24 hours a day - 7 days a week',
  see_instructions: 'See special instructions',
};

const BY_WORDING = new Map(
  Object.entries(LOADING_TIME_WORDING).map(([code, wording]) => [wording.toLowerCase(), code as LoadingTime]),
);

/** A loading time as sent: its code, or the spec's wording of it (any case); anything else is left for the schema. */
export const readLoadingTime = (value: unknown): unknown =>
  typeof value === 'string' ? (BY_WORDING.get(value.trim().toLowerCase()) ?? value) : value;
