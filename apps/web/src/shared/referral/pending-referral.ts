import { REFERRAL_CODE_PATTERN } from '@freight/domain';

/**
 * The referral code a visitor arrived with (`?ref=CODE` on any page), kept in this browser until they sign up:
 * the temporary account and the registration both send it (docs/decisions/010-referrals.md).
 */
const STORAGE_KEY = 'referral_code';
const QUERY_PARAMETER = 'ref';

export const readPendingReferral = (): string | null => {
  try {
    return localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
};

export const clearPendingReferral = (): void => {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing stored, nothing to remove.
  }
};

/** Splits a `?ref=` off an address: the code (when well formed) and the same address without it. */
export const splitReferralFromUrl = (href: string): { code: string | null; cleanHref: string } | null => {
  const url = new URL(href);
  const raw = url.searchParams.get(QUERY_PARAMETER);
  if (raw === null) return null;
  url.searchParams.delete(QUERY_PARAMETER);
  const code = REFERRAL_CODE_PATTERN.test(raw) ? raw : null;
  return { code, cleanHref: `${url.pathname}${url.search}${url.hash}` };
};

/**
 * Keeps the code of a visitor's first referral link (a later link does not replace it, as the server also keeps the
 * first) and takes it out of the address, so it is not bookmarked or passed on by accident. Runs before the router.
 */
export const adoptReferralFromUrl = (): void => {
  const found = splitReferralFromUrl(window.location.href);
  if (!found) return;
  try {
    if (found.code && !localStorage.getItem(STORAGE_KEY)) localStorage.setItem(STORAGE_KEY, found.code);
  } catch {
    // Without storage the code is lost; the visitor can still sign up.
  }
  window.history.replaceState(window.history.state, '', found.cleanHref);
};
