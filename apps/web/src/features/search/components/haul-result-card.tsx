import type { HaulSearchResult } from '@freight/domain';
import { Badge, Group, Paper, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useFormat } from '../../../shared/format/use-format';
import { paths } from '../../../shared/navigation/paths';
import type { HaulPay } from '../use-haul-pay';

const placeName = (place: HaulSearchResult['origin']) =>
  place.region && !place.name.includes(place.region) ? `${place.name}, ${place.region}` : place.name;

/** One load found: what, from where to where, how far, what it pays (and per km or mi), when, and its interest. */
type LoadCardProps = {
  load: HaulSearchResult;
  pay: HaulPay;
  /** A list item by default; inside an item of its own (an alert) a plain block. */
  isListItem?: boolean;
};

export const HaulResultCard = ({ load, pay, isListItem = true }: LoadCardProps) => {
  const { t } = useTranslation('search');
  const format = useFormat();
  const href = paths.job.root.getHref({ haulId: load.id });

  return (
    <Paper withBorder p="md" component={isListItem ? 'li' : 'div'}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={700} component={Link} to={href}>
            {load.make_model}
          </Text>
          {load.boost > 0 && (
            <Badge color="yellow.4" c="dark.9" variant="filled">
              {t('card.boosted')}
            </Badge>
          )}
        </Group>
        <Text size="sm">
          {t('card.route', {
            from: placeName(load.origin),
            to: placeName(load.destination),
            distance: format.distance(load.distance_m / 1000),
          })}
        </Text>
        <Group justify="space-between" gap="xs">
          {pay.total ? (
            <Text fw={600}>
              {pay.total}
              {pay.perDistance && (
                <Text span size="sm" fw={400} c="dimmed">
                  {' · '}
                  {pay.perDistance}
                </Text>
              )}
            </Text>
          ) : (
            <Text fw={600}>{t('card.openToOffers')}</Text>
          )}
          <Text size="sm">
            {load.ready_datetime
              ? t('card.pickup', { date: format.date(load.ready_datetime) })
              : t('card.pickupAnyTime')}
          </Text>
        </Group>
        <Group gap="md">
          <Text size="sm">{t('card.bids', { count: load.bid_count })}</Text>
          {load.deadhead_km !== null && (
            <Text size="sm">{t('card.deadhead', { distance: format.distance(load.deadhead_km) })}</Text>
          )}
        </Group>
      </Stack>
    </Paper>
  );
};
