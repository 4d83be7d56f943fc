import type { Driver, Haul } from '@freight/domain';
import { Anchor, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DriverAccessNotice } from '../../../shared/drivers/driver-access-notice';
import { drivingStepOf } from '../../../shared/hauls/driving-step';
import { paths } from '../../../shared/navigation/paths';
import { useSession } from '../../../shared/session/session-provider';
import { useDriving, useLatestLoadAlerts } from '../dashboard-api';

const DrivingLoad = ({ haul, userId }: { haul: Haul; userId: string }) => {
  const { t } = useTranslation(['dashboard', 'driving']);
  return (
    <List.Item>
      <Anchor component={Link} to={paths.job.root.getHref({ haulId: haul.id })}>
        {t('haulLine', { name: haul.load.make_model, from: haul.origin.name, to: haul.destination.name })}
      </Anchor>
      <Text size="sm">{t(`driving:steps.${drivingStepOf(haul, userId)}`)}</Text>
    </List.Item>
  );
};

/** The loads the driver holds or bid on, each with its next step (issue 6). */
const DrivingLoads = ({ userId }: { userId: string }) => {
  const { t } = useTranslation('dashboard');
  const driving = useDriving(true);
  return (
    <Paper withBorder p="md">
      <Stack gap="xs">
        <Title order={2} size="h4">
          {t('driving.loads')} {driving.data ? `(${driving.data.count})` : ''}
        </Title>
        {driving.isError && <Text size="sm">{t('driving.loadFailed')}</Text>}
        {driving.data?.count === 0 && <Text size="sm">{t('driving.noLoads')}</Text>}
        {driving.data && driving.data.results.length > 0 && (
          <List listStyleType="none" spacing="xs">
            {driving.data.results.map((haul) => (
              <DrivingLoad key={haul.id} haul={haul} userId={userId} />
            ))}
          </List>
        )}
      </Stack>
    </Paper>
  );
};

/** The newest loads matching the driver's regions or saved searches, with the way to all of them. */
const NewLoads = () => {
  const { t } = useTranslation('dashboard');
  const alerts = useLatestLoadAlerts(true);
  return (
    <Paper withBorder p="md">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4">
          {t('driving.newLoads', { count: alerts.data?.unseen ?? 0 })}
        </Title>
        {alerts.isError && <Text size="sm">{t('driving.newLoadsFailed')}</Text>}
        {alerts.data?.count === 0 && <Text size="sm">{t('driving.noNewLoads')}</Text>}
        {alerts.data && alerts.data.results.length > 0 && (
          <List listStyleType="none" spacing="xs">
            {alerts.data.results.map(({ id, haul }) => (
              <List.Item key={id}>
                <Anchor component={Link} to={paths.job.root.getHref({ haulId: haul.id })}>
                  {t('haulLine', { name: haul.make_model, from: haul.origin.name, to: haul.destination.name })}
                </Anchor>
              </List.Item>
            ))}
          </List>
        )}
        <Anchor component={Link} to={`${paths.searchJobs.getHref()}?view=alerts`} size="sm">
          {t('driving.allNewLoads')}
        </Anchor>
      </Stack>
    </Paper>
  );
};

const DriveWithUs = () => {
  const { t } = useTranslation('dashboard');
  return (
    <Paper withBorder p="md">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4">
          {t('driving.joinTitle')}
        </Title>
        <Text size="sm">{t('driving.join')}</Text>
        <Button component={Link} to={paths.registerDriver.root.getHref()} variant="light">
          {t('driving.joinAction')}
        </Button>
      </Stack>
    </Paper>
  );
};

/** The profile's approval state and, while something is missing, what it is and where to fix it. */
const DriverStatus = ({ driver }: { driver: Driver }) => {
  const { t } = useTranslation(['dashboard', 'driving']);
  const { access } = driver;
  return (
    <Paper withBorder p="md">
      <Stack gap="xs" align="flex-start">
        <Title order={2} size="h4">
          {t('driving.title')}
        </Title>
        {access.can_accept ? (
          <Text size="sm">{t(`driving:access.states.${driver.profile_state}`)}</Text>
        ) : (
          <DriverAccessNotice standing={driver} />
        )}
        <Group gap="sm">
          {access.can_search && (
            <Button component={Link} to={paths.searchJobs.getHref()}>
              {t('driving.findLoads')}
            </Button>
          )}
          {access.can_accept && (
            <Button component={Link} to={paths.user.driver.getHref()} variant="default">
              {t('driving.profile')}
            </Button>
          )}
        </Group>
      </Stack>
    </Paper>
  );
};

/** The dashboard's driver part: "Drive with us" for everyone else; the profile's state and loads for drivers. */
export const DriverPanel = () => {
  const { user } = useSession();
  const driver = user?.driver ?? null;
  if (!user || !driver?.access.is_driver) return <DriveWithUs />;
  return (
    <>
      <DriverStatus driver={driver} />
      {driver.access.can_search && <NewLoads />}
      <DrivingLoads userId={user.id} />
    </>
  );
};
