/** Business constants and limits from spec section 9, in one place for server and web. */
export const PICTURE_MAX_BYTES = 16_777_216;
export const PICTURE_TOO_LARGE_WARNING_THROTTLE_MS = 5_000;
export const MAX_VEHICLES_PER_DRIVER = 6;
export const REFERENCES_REQUESTED = 3;
export const NOTIFICATION_TIMEOUT_MS = 10_000;
export const QUOTE_QUERY_DEBOUNCE_MS = 2_000;
export const VIEW_TIMES_POLL_MS = 300_000;
export const PROFILE_LOAD_RETRIES = 5;
export const CHAT_MERGE_WINDOW_MS = 5 * 60_000;
export const BOOST_FRACTION = 0.3;
export const DRIVER_PAYOUT_DAYS = 7;
export const PRICE_BEAT_OFFER_CAD_CENTS = 10_000;
export const MIN_LOADING_HOURS = 1;
export const MIN_UNLOADING_HOURS = 1;
export const SUBSCRIPTION_RENEWAL_MIN_LOADS = 6;
export const GEOCODER_BIAS_RADIUS_M = 50_000;
