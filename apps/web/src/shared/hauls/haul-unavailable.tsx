import { Button, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ApiRequestError } from '../api/api-request-error';
import { DriverAccessNotice } from '../drivers/driver-access-notice';
import { accessRefusalOf } from '../drivers/driver-standing';
import { paths } from '../navigation/paths';
import { useSession } from '../session/session-provider';

/** Spec 8's load-unavailable texts, picked by the server's answer to GET /haul/{id}/. */
const messageKeyOf = (error: unknown) => {
  if (!(error instanceof ApiRequestError)) return 'loadFailed' as const;
  if (error.code === 'haul_taken') return 'unavailable.taken' as const;
  if (error.code === 'haul_removed') return 'unavailable.removed' as const;
  return error.status === 404 ? ('unavailable.notFound' as const) : ('loadFailed' as const);
};

/**
 * Why the load cannot be shown: gone to another driver, removed, unknown, or the driver lacks access (and the fix).
 * Every page of one load (job, driver profile, payment, post flow) answers a failed GET /haul/{id}/ with this, so
 * someone else's load reads "not found" on every address, never as a loading failure.
 */
/** `hasTitle`: false on a page that has its own heading already (the post flow). */
export const HaulUnavailable = ({ error, hasTitle = true }: { error: unknown; hasTitle?: boolean }) => {
  const { t } = useTranslation(['job', 'driving']);
  const { user } = useSession();
  const refusal = accessRefusalOf(error);
  return (
    <Stack gap="sm" align="flex-start">
      {hasTitle && <Title order={1}>{t('title')}</Title>}
      {refusal ? (
        <DriverAccessNotice standing={user?.driver ?? null} refusal={refusal} />
      ) : (
        <Text>{t(messageKeyOf(error))}</Text>
      )}
      <Group gap="sm">
        <Button component={Link} to={paths.jobHistory.getHref()} variant={user?.driver ? 'default' : 'filled'}>
          {t('myLoads')}
        </Button>
        {user?.driver && (
          <Button component={Link} to={paths.searchJobs.getHref()}>
            {t('driving:actions.findLoads')}
          </Button>
        )}
      </Group>
    </Stack>
  );
};
