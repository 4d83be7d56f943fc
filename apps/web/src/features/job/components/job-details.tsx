import type { Haul, Place } from '@freight/domain';
import { List, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useFormat } from '../../../shared/format/use-format';
import { HaulPrice } from './haul-price';

const PlaceDetails = ({
  place,
  end,
  isWithheld,
}: {
  place: Place;
  end: 'origin' | 'destination';
  isWithheld: boolean;
}) => {
  const { t } = useTranslation(['job', 'common']);
  const handling = end === 'origin' ? place.loading_provided : place.unloading_provided;
  return (
    <Paper withBorder p="md">
      <Stack gap={4}>
        <Title order={2} size="h5">
          {t(`details.${end}`)}
        </Title>
        <Text fw={600}>{place.name}</Text>
        {place.address && <Text size="sm">{place.address}</Text>}
        {isWithheld && <Text size="sm">{t('details.addressLater')}</Text>}
        <List size="sm" spacing={2}>
          <List.Item>{t(place.loading_dock ? 'details.dock' : 'details.noDock')}</List.Item>
          <List.Item>{t(handling ? `details.${end}Handled` : `details.${end}NotHandled`)}</List.Item>
          {place.loading_times && <List.Item>{t(`common:loadingTimes.${place.loading_times}`)}</List.Item>}
        </List>
        {place.instructions && <Text size="sm">{place.instructions}</Text>}
      </Stack>
    </Paper>
  );
};

/** The detail tab: what, where to where, when, and (for the shipper) for how much; drivers see their pay instead. */
export const JobDetails = ({ haul, showPrice }: { haul: Haul; showPrice: boolean }) => {
  const { t } = useTranslation(['job', 'common']);
  const format = useFormat();
  const { load } = haul;
  return (
    <Stack gap="sm">
      <Paper withBorder p="md">
        <Stack gap={4}>
          <Text fw={700}>{load.make_model}</Text>
          <Text size="sm">
            {t('details.measures', {
              length: format.length(load.length),
              width: format.length(load.width),
              height: format.length(load.height),
              weight: format.weight(load.weight),
            })}
          </Text>
          <Text size="sm">{t('details.distance', { distance: format.distance(haul.route.distance_m / 1000) })}</Text>
          {load.ready_datetime && (
            <Text size="sm">{t('details.ready', { date: format.date(load.ready_datetime) })}</Text>
          )}
          {load.deliver_by_datetime && (
            <Text size="sm">{t('details.deliverBy', { date: format.date(load.deliver_by_datetime) })}</Text>
          )}
          {showPrice && <HaulPrice haul={haul} />}
          {showPrice && haul.boost > 0 && <Text size="sm">{t('details.boosted', { percent: haul.boost })}</Text>}
        </Stack>
      </Paper>
      {/* The server withholds street addresses from drivers until the shipper confirms one (private-place-details). */}
      <PlaceDetails place={haul.origin} end="origin" isWithheld={!showPrice && !haul.origin.address} />
      <PlaceDetails place={haul.destination} end="destination" isWithheld={!showPrice && !haul.destination.address} />
    </Stack>
  );
};
