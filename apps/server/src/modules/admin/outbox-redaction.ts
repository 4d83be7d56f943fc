import { UUID_PATTERN } from './like-pattern';

const URL_PATTERN = /https?:\/\/[^\s<>"')]+/g;
/** Query parameters that carry a secret; their values are blanked. */
const SECRET_PARAM = /code|token|key|secret|password/i;
/** A path segment this long that is not a record id is taken for a one-time code. */
const LONG_SEGMENT = 16;

const redactUrl = (raw: string): string => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return '[link]';
  }
  const path = url.pathname
    .split('/')
    .map((segment) => (segment.length >= LONG_SEGMENT && !UUID_PATTERN.test(segment) ? '…' : segment))
    .join('/');
  for (const name of [...url.searchParams.keys()]) {
    if (SECRET_PARAM.test(name)) url.searchParams.set(name, '…');
  }
  const query = url.searchParams.toString();
  return `${url.origin}${path}${query ? `?${decodeURIComponent(query)}` : ''}`;
};

/**
 * An outbox message as staff may read it: the links keep where they lead but not the one-time codes in them
 * (a verification, password reset or shared-quote link works for whoever holds it, staff included).
 */
export const redactMessageBody = (body: string): string =>
  body.replace(URL_PATTERN, (match) => {
    // A sentence's full stop after a link is not part of it.
    const trailing = match.match(/[.,;:!?]+$/)?.[0] ?? '';
    return redactUrl(match.slice(0, match.length - trailing.length)) + trailing;
  });
