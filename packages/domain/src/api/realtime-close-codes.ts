// Plain values, apart from the realtime contract's schemas: the web's first screen needs this one without zod.

/** Close code the socket uses when the token is missing or no longer valid; the client stops reconnecting. */
export const REALTIME_UNAUTHORIZED_CLOSE = 4401;
