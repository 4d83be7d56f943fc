import { paths } from '../../shared/navigation/paths';
import type { QuoteDraft } from './quote-draft';

/**
 * Where `/quote` sends the reader, or null when it shows the result page: a priced draft, or an emailed quote to
 * claim. Otherwise the step they are at. One rule for `QuoteStart` and for main.tsx, which takes over the server's
 * prerendered first step at `/quote` only when this says the app would go there too.
 */
export const quoteStartHref = (draft: QuoteDraft, params: URLSearchParams): string | null => {
  const isClaimLink = Boolean(params.get('haul_id') && params.get('share'));
  if (draft.haulId || isClaimLink) return null;
  return draft.origin ? paths.quote.load.getHref() : paths.quote.origin.getHref();
};
