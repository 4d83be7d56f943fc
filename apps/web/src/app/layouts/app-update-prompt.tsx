import { Button, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
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
      <Text size="sm">{t('available')}</Text>
      <Button size="xs" variant="outline" onClick={reload}>
        {t('reload')}
      </Button>
    </div>
  );
};
