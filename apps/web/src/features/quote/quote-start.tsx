import type { ReactNode } from 'react';
import { Navigate, useSearchParams } from 'react-router';
import { useQuoteDraft } from './quote-draft';
import { quoteStartHref } from './quote-start-href';

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
  const href = quoteStartHref(draft, params);
  if (href === null) return result;
  return <Navigate to={href} replace />;
};
