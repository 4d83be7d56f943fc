import { Alert, Button, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../navigation/paths';
import type { AccessRefusal, DriverStanding } from './driver-standing';

/**
 * What stands between the user and a driver's action (spec 5 and 6), with the way to fix it: register as a driver,
 * or finish the profile (its missing sections listed) and wait for approval, or pick a subscription. `refusal` is the
 * server's word when it refused; without it the session's own standing decides.
 */
export const DriverAccessNotice = ({
  standing,
  refusal = null,
}: {
  standing: DriverStanding | null;
  refusal?: AccessRefusal | null;
}) => {
  const { t } = useTranslation('driving');
  const isDriver = refusal ? refusal === 'driver_not_approved' : (standing?.access.is_driver ?? false);

  if (!isDriver) {
    return (
      <Alert color="yellow" title={t('access.notDriverTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{t('access.notDriver')}</Text>
          <Button component={Link} to={paths.registerDriver.root.getHref()}>
            {t('access.register')}
          </Button>
        </Stack>
      </Alert>
    );
  }

  const state = standing?.profile_state ?? null;
  const missing = standing?.access.missing ?? [];
  // An unfinished profile carries on in the registration steps; a submitted or refused one is edited in the profile.
  const profileHref = state === 'incomplete' ? paths.registerDriver.root.getHref() : paths.user.driver.getHref();
  return (
    <Alert color={state === 'rejected' ? 'red' : 'yellow'} title={t('access.notApprovedTitle')}>
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{t(state ? `access.states.${state}` : 'access.notApproved')}</Text>
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
        <Button component={Link} to={profileHref}>
          {t(missing.length > 0 ? 'access.completeProfile' : 'access.viewProfile')}
        </Button>
      </Stack>
    </Alert>
  );
};
