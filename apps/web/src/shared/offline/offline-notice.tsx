import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import typography from '../ui/typography.module.css';
import classes from './offline-notice.module.css';
import { newestSavedAt } from './saved-data';
import { useIsOnline } from './use-is-online';

/**
 * With no signal every screen says so, and how old what it shows is: a driver must not take a load's status from
 * this morning for the latest word. The time is the newest saved answer, in the reader's language and clock.
 */
export const OfflineNotice = () => {
  const { t, i18n } = useTranslation('offline');
  const queryClient = useQueryClient();
  const isOnline = useIsOnline();
  if (isOnline) return null;
  const savedAt = newestSavedAt(queryClient);
  const time = savedAt
    ? new Intl.DateTimeFormat(i18n.language, { hour: 'numeric', minute: '2-digit' }).format(savedAt)
    : null;
  return (
    <div className={classes.notice} role="status">
      <p className={typography.sm}>{time ? t('notice.savedAt', { time }) : t('notice.nothingSaved')}</p>
    </div>
  );
};
