import type { Bidder } from '@freight/domain';
import { Badge, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/use-format';

/**
 * Green only when staff checked it; a lapsed policy is the one worth a warning colour. Darker than Mantine's darkest
 * shades, whose white small-caps text falls short of WCAG AA contrast (4.5:1).
 */
const INSURANCE_COLOR: Record<Bidder['insurance'], string> = {
  verified: '#1b5e20',
  on_file: '#1c4f8a',
  expired: '#9b1c1c',
  none: '#495057',
};

/**
 * What a shipper weighs an offer by (issue 21), in three short lines that fit a phone: rating and deliveries, the
 * driver's rig, then insurance and how long they have been a member.
 */
export const BidderRecord = ({ driver }: { driver: Bidder }) => {
  const { t } = useTranslation(['driving', 'driver']);
  const format = useFormat();
  const { rating, vehicle } = driver;
  const rig = vehicle && [vehicle.year, vehicle.make, vehicle.model].filter(Boolean).join(' ');
  return (
    <>
      <Text size="sm">
        {rating.average === null
          ? t('offers.noReviews')
          : t('offers.rating', { average: rating.average.toFixed(1), count: rating.count })}
        {' · '}
        {t('offers.delivered', { count: driver.delivered_loads })}
      </Text>
      <Text size="sm">
        {vehicle
          ? [t(`driver:vehicleTypes.${vehicle.vehicle_type}`, { defaultValue: vehicle.vehicle_type }), rig]
              .filter(Boolean)
              .join(' · ')
          : t('offers.noVehicle')}
      </Text>
      <Group gap="xs">
        <Badge color={INSURANCE_COLOR[driver.insurance]} variant="filled">
          {t(`offers.insurance.${driver.insurance}`)}
        </Badge>
        <Text size="sm">{t('offers.memberSince', { date: format.date(driver.member_since) })}</Text>
      </Group>
    </>
  );
};
