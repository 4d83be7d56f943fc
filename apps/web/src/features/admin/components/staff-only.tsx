import { Alert, Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../shared/navigation/paths';
import { useSession } from '../../../shared/session/session-provider';
import { usePageTitle } from '../../../shared/ui/use-page-title';

/** What anyone but staff sees at /admin: a plain refusal, and a way to log in for those who are not. */
export const StaffOnly = () => {
  const { t } = useTranslation('admin');
  const { status } = useSession();
  const { pathname } = useLocation();
  usePageTitle(t('staffOnly.title'));
  return (
    <Stack gap="md" align="flex-start" maw={640}>
      <Title order={1}>{t('staffOnly.title')}</Title>
      <Alert color="yellow" title={t('staffOnly.heading')}>
        {t('staffOnly.body')}
      </Alert>
      {status !== 'registered' ? (
        <Button component={Link} to={paths.login.getHref({ next: pathname })}>
          {t('staffOnly.logIn')}
        </Button>
      ) : (
        <Button component={Link} to={paths.welcome.getHref()} variant="default">
          {t('staffOnly.home')}
        </Button>
      )}
    </Stack>
  );
};
