import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import type { DriverStanding } from '../../../shared/drivers/driver-standing';
import { paths } from '../../../shared/navigation/paths';
import type { SearchAccess } from '../search-access';

type SearchAccessNoticeProps = {
  access: Exclude<SearchAccess, 'allowed' | 'pending'>;
  standing: DriverStanding | null;
};

/** Why this user may not search yet (spec 6), and the one step that fixes it. */
export const SearchAccessNotice = ({ access, standing }: SearchAccessNoticeProps) => {
  const { t } = useTranslation('search');
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;

  if (access === 'log_in') {
    return (
      <Alert color="blue" title={t('access.logInTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('access.logIn')}</Text>
          <Group gap="sm">
            <Button component={Link} to={paths.login.getHref({ next: here })}>
              {t('access.logInAction')}
            </Button>
            <Button component={Link} to={paths.login.getHref({ view: 'register', next: here })} variant="default">
              {t('access.registerAction')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    );
  }

  if (access === 'not_a_driver') {
    return (
      <Alert color="yellow" title={t('access.notDriverTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('access.notDriver')}</Text>
          <Button component={Link} to={paths.registerDriver.root.getHref()}>
            {t('access.registerDriver')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const state = standing?.profile_state ?? 'submitted';
  const missing = standing?.access.missing ?? [];
  return (
    <Alert color={state === 'rejected' ? 'red' : 'yellow'} title={t('access.notApprovedTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(`access.states.${state}`)}</Text>
        {state === 'rejected' && standing?.decision_reason && (
          <Text size="sm">{t('access.reason', { reason: standing.decision_reason })}</Text>
        )}
        {missing.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              {t('access.missing')}
            </Text>
            <List size="sm">
              {missing.map((section) => (
                <List.Item key={section}>{t(`access.sections.${section}`)}</List.Item>
              ))}
            </List>
          </>
        )}
        <Text size="sm">{t('access.subscription')}</Text>
        <Button component={Link} to={paths.user.driver.getHref()}>
          {t('access.openProfile')}
        </Button>
      </Stack>
    </Alert>
  );
};
