import { Progress } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePendingRequestCount } from '../api/pending-requests';
import classes from './pending-requests-bar.module.css';

/** A thin bar along the top while any API request is in flight. */
export const PendingRequestsBar = () => {
  const { t } = useTranslation();
  const pendingCount = usePendingRequestCount();
  if (pendingCount === 0) return null;
  return (
    <Progress.Root className={classes.bar} size="xs" radius={0}>
      <Progress.Section value={100} animated striped aria-label={t('loading')} />
    </Progress.Root>
  );
};
