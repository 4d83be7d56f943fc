// Plain values, apart from the referral contract's schemas: the web's first screen needs this one without zod.

/**
 * A referral code as it travels in `?ref=` and in account creation. Anything else is ignored by the server rather
 * than refused, so a visitor with a mangled link can still sign up, and answers never tell a real code from a wrong one.
 */
export const REFERRAL_CODE_PATTERN = /^[A-Za-z0-9]{8,32}$/;
