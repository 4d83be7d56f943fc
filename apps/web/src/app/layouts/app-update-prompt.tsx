import { useTranslation } from 'react-i18next';
import { PlainButton } from '../../shared/ui/plain-button';
import typography from '../../shared/ui/typography.module.css';
import { useWaitingUpdate } from '../service-worker';
import classes from './visitor-notice.module.css';

/**
 * "New version available — Reload". The reader chooses when: the new code never replaces the old under a form
 * being filled in, and until then the old version keeps working (its files stay in the worker's cache).
 */
export const AppUpdatePrompt = () => {
  const { t } = useTranslation('appUpdate');
  const { isWaiting, reload } = useWaitingUpdate();
  if (!isWaiting) return null;
  return (
    <div className={classes.notice} role="status">
      <p className={typography.sm}>{t('available')}</p>
      <PlainButton size="xs" variant="outline" onClick={reload}>
        {t('reload')}
      </PlainButton>
    </div>
  );
};
