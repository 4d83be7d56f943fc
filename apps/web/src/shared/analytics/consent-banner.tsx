import { Button, Group, Paper, Text, UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { usePublicConfig } from '../api/public-config-api';
import { useConsent, writeConsent } from './consent';
import classes from './consent-banner.module.css';
import { hasAnyTracker } from './trackers';

/**
 * Asks once, before any tracker loads, whether the visitor accepts analytics and advertising measurement. Shown only
 * when the server has a tracker configured: with none there is nothing to consent to.
 */
export const ConsentBanner = () => {
  const { t } = useTranslation('analytics');
  const { data: config } = usePublicConfig();
  const consent = useConsent();
  if (consent !== 'undecided' || !hasAnyTracker(config?.analytics)) return null;

  return (
    <Paper component="section" aria-label={t('banner.label')} className={classes.banner} shadow="md" withBorder p="md">
      <Text size="sm">{t('banner.text')}</Text>
      <Group gap="sm" mt="sm">
        <Button size="sm" onClick={() => writeConsent('granted')}>
          {t('banner.accept')}
        </Button>
        <Button size="sm" variant="default" onClick={() => writeConsent('denied')}>
          {t('banner.decline')}
        </Button>
      </Group>
    </Paper>
  );
};

/** The menu item that reopens the question ("privacy choices"); only when a tracker is configured. */
export const PrivacyChoicesItem = ({ className }: { className?: string }) => {
  const { t } = useTranslation('analytics');
  const { data: config } = usePublicConfig();
  const consent = useConsent();
  if (!hasAnyTracker(config?.analytics)) return null;
  return (
    <li>
      <UnstyledButton className={className} onClick={() => writeConsent('undecided')}>
        {t('settings.button')}
        {consent !== 'undecided' && ` (${t(`settings.${consent}`)})`}
      </UnstyledButton>
    </li>
  );
};
