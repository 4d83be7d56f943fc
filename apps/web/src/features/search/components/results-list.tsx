import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../../../shared/api/api-request-error';
import { translateApiError } from '../../../shared/i18n/translate-api-error';
import { PlainButton } from '../../../shared/ui/plain-button';
import typography from '../../../shared/ui/typography.module.css';
import classes from '../search.module.css';

type ResultsListProps = {
  isPending: boolean;
  error: unknown;
  onRetry: () => void;
  count: number;
  /** More loads match than the server counts (it stops at 1,000): the count shows as "1,000+". */
  capped: boolean;
  children: ReactNode;
};

/** The list under the map, with a count announced politely as the search changes. */
export const ResultsList = ({ isPending, error, onRetry, count, capped, children }: ResultsListProps) => {
  const { t } = useTranslation('search');
  const { t: tErrors } = useTranslation('errors');
  if (error) {
    // A search the server refuses as asked (400) says why; anything else is worth another try.
    const isBadSearch = error instanceof ApiRequestError && error.status === 400;
    return (
      <div className={classes.group}>
        <p className={typography.text} role="alert">
          {isBadSearch ? translateApiError(tErrors, error) : t('loadFailed')}
        </p>
        <PlainButton size="xs" variant="default" onClick={onRetry}>
          {t('retry')}
        </PlainButton>
      </div>
    );
  }
  if (isPending)
    return (
      <p className={typography.text} role="status">
        {t('loading')}
      </p>
    );
  return (
    <div className={classes.stackSm}>
      <p className={`${typography.text} ${classes.count}`} role="status">
        {count === 0 ? t('results.none') : t(capped ? 'results.countCapped' : 'results.count', { count })}
      </p>
      {count > 0 && (
        <ul className={classes.list} aria-label={t('results.title')}>
          {children}
        </ul>
      )}
    </div>
  );
};
