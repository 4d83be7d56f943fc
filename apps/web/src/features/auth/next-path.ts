import { paths } from '../../shared/navigation/paths';

// Any origin would do: it only lets URL tell a path of this site from an address elsewhere.
const PROBE_ORIGIN = 'https://same-site.invalid';

/**
 * The `?next=` of the login page, if it is a path of this site, else null. A login link must never send someone to
 * another site ("//evil.example", "/\\evil.example", "https://...") or back to the login page itself.
 */
export const readNextPath = (next: string | null): string | null => {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return null;
  let url: URL;
  try {
    url = new URL(next, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN || url.pathname === paths.login.path) return null;
  return `${url.pathname}${url.search}${url.hash}`;
};
