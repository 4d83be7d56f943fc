import { matchPath } from 'react-router';
import { readQuoteDraft } from '../features/quote/quote-draft';
import { quoteStartHref } from '../features/quote/quote-start-href';
import { paths } from '../shared/navigation/paths';

/**
 * Whether the page the server sent already drawn (decision 027) is the one the app draws first here, so React may
 * take its markup over. The server answers `/quote` with the quote's first step, since it cannot see the tab's
 * draft; where the app would send the reader there too (no draft, no quote to claim), the address becomes the first
 * step's before the app starts, as `QuoteStart`'s redirect would make it, and the markup is kept.
 */
export const isDrawnForHere = (drawnFor: string | undefined): boolean => {
  if (drawnFor === undefined) return false;
  const { pathname, search, hash } = window.location;
  // A pattern (the job page's `/job/:haulId`) was drawn for every address it matches.
  if (matchPath(drawnFor, pathname) !== null) return true;
  if (pathname !== paths.quote.root.path) return false;
  if (quoteStartHref(readQuoteDraft(), new URLSearchParams(search)) !== drawnFor) return false;
  window.history.replaceState(window.history.state, '', `${drawnFor}${hash}`);
  return true;
};
