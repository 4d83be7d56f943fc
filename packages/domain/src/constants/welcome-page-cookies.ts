/**
 * Cookies the web app keeps only so the server can answer `/` with the page the app will draw (decision 027): the
 * language the reader chose, and whether this browser holds a session key (then the server sends the plain shell
 * rather than the visitor's prerendered welcome page). Neither carries the key itself.
 */
export const LANGUAGE_COOKIE = 'language';
export const SESSION_HINT_COOKIE = 'has_session';
