import type { Haul } from '@freight/domain';
import { Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/use-format';

/** The shipper's Driver tab: who holds the load, once a driver accepted it or the shipper took an offer. */
export const DriverTab = ({ haul }: { haul: Haul }) => {
  const { t } = useTranslation(['driving', 'job']);
  const format = useFormat();
  if (!haul.driver) return <Text>{t('job:driver.none')}</Text>;
  return (
    <Paper withBorder p="md">
      <Stack gap={4}>
        <Text fw={700}>{haul.driver.name}</Text>
        <Text size="sm">{t('offers.memberSince', { date: format.date(haul.driver.member_since) })}</Text>
        {haul.status === 'accepted' && <Text size="sm">{t('holder.shipperNext')}</Text>}
      </Stack>
    </Paper>
  );
};
