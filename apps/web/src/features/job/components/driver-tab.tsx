import { type Haul, statusAllows } from '@freight/domain';
import { Anchor, Button, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MessageButton } from '../../../shared/chat/message-button';
import { useFormat } from '../../../shared/format/use-format';
import { paths } from '../../../shared/navigation/paths';
import type { BookingActions } from '../booking-actions';

/**
 * The shipper's Driver tab: who holds the load, a link to their profile (details, vehicles, reviews), and while the
 * driver waits for an answer, Confirm & pay or Reject (spec 2: job/{haulId}/driver and its children).
 */
export const DriverTab = ({ haul, actions }: { haul: Haul; actions: BookingActions }) => {
  const { t } = useTranslation(['driving', 'job', 'booking', 'messenger']);
  const format = useFormat();
  if (!haul.driver) return <Text>{t('job:driver.none')}</Text>;
  const haulId = haul.id;
  const driverId = haul.driver.id;
  return (
    <Paper withBorder p="md">
      <Stack gap="xs" align="flex-start">
        <Stack gap={4}>
          <Text fw={700}>{haul.driver.name}</Text>
          <Text size="sm">{t('offers.memberSince', { date: format.date(haul.driver.member_since) })}</Text>
        </Stack>
        <Anchor component={Link} to={paths.job.driver.profile.getHref({ haulId, driverId })}>
          {t('booking:driver.seeProfile', { name: haul.driver.name })}
        </Anchor>
        <MessageButton chat={{ haul_id: haulId, driver_id: driverId }} size="sm">
          {t('messenger:start.messageDriver', { name: haul.driver.name })}
        </MessageButton>
        {statusAllows('confirm', haul.status) && <Text size="sm">{t('holder.shipperNext')}</Text>}
        {(actions.canConfirmAndPay || actions.canRejectDriver) && (
          <Group gap="sm">
            {actions.canConfirmAndPay && (
              <Button component={Link} to={paths.job.driver.confirm.getHref({ haulId })}>
                {t('booking:driver.confirmAndPay')}
              </Button>
            )}
            {actions.canRejectDriver && (
              <Button component={Link} to={paths.job.driver.reject.getHref({ haulId })} variant="default">
                {t('booking:driver.reject')}
              </Button>
            )}
          </Group>
        )}
      </Stack>
    </Paper>
  );
};
