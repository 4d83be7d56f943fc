import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { paths } from '../../shared/navigation/paths';
import { useQuoteDraft } from './quote-draft';

/**
 * `/quote`, where "Get a quote" and the Quote tab lead. Without a priced quote or an emailed quote to claim (every
 * first visit), it sends the reader on to the step they are at at once, drawn plain (decision 024): before, the
 * result page made that decision, so its code, Mantine's stylesheet and the later translations were fetched and run
 * only to redirect (issue 22: most of what `/quote` cost a phone). Otherwise it shows `result`, the result page, which
 * handles the claim and the priced draft.
 */
export const QuoteStart = ({ result }: { result: ReactNode }) => {
  const draft = useQuoteDraft();
  const [params] = useSearchParams();
  const isClaimLink = Boolean(params.get('haul_id') && params.get('share'));
  if (draft.haulId || isClaimLink) return result;
  return <Navigate to={draft.origin ? paths.quote.load.getHref() : paths.quote.origin.getHref()} replace />;
};
