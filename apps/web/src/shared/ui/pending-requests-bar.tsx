import { useTranslation } from 'react-i18next';
import { usePendingRequestCount } from '../api/pending-requests';
import classes from './pending-requests-bar.module.css';

/** A thin striped bar along the top while any API request is in flight; plain, on every first screen (decision 024). */
export const PendingRequestsBar = () => {
  const { t } = useTranslation();
  const pendingCount = usePendingRequestCount();
  if (pendingCount === 0) return null;
  return (
    <div className={classes.bar} role="progressbar" aria-label={t('loading')} aria-valuemin={0} aria-valuemax={100} />
  );
};
