import { Alert, Button, Group, List, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useNavigate } from 'react-router';
import { useFormat } from '../../shared/format/use-format';
import { useRoute } from '../../shared/geo/geo-api';
import { LazyRouteMap, mapPointOf } from '../../shared/map/lazy-route-map';
import { paths } from '../../shared/navigation/paths';
import { isSamePlace } from './place-step-page';
import { useQuoteDraft } from './quote-draft';

/** A rural area or postal area picked on the From or To tab is still only an area here: it does not pass silently. */
const ApproximateBadge = () => {
  const { t } = useTranslation('quote');
  return (
    <Text span fw={600}>
      {' '}
      · {t('confirm.approximate')}
    </Text>
  );
};

/** Both places on the map with the road distance, to be confirmed before the load is described (spec 2). */
export const ConfirmLocationsPage = () => {
  const { t } = useTranslation(['quote', 'quoteStart']);
  const format = useFormat();
  const navigate = useNavigate();
  const { origin, destination } = useQuoteDraft();
  const route = useRoute(origin, destination);

  if (!origin || !destination) return <Navigate to={paths.quote.origin.getHref()} replace />;
  const isSame = isSamePlace(origin, destination);
  const hours = route.data ? Math.max(1, Math.round(route.data.duration_s / 3600)) : null;

  return (
    <Stack gap="md">
      <Text size="lg" fw={600}>
        {t('confirm.question')}
      </Text>
      <List spacing="xs">
        <List.Item>
          <Text span fw={600}>
            {t('confirm.from')}
          </Text>{' '}
          {origin.name} (<Link to={paths.quote.origin.getHref()}>{t('confirm.change')}</Link>)
          {origin.isApproximate && <ApproximateBadge />}
        </List.Item>
        <List.Item>
          <Text span fw={600}>
            {t('confirm.to')}
          </Text>{' '}
          {destination.name} (<Link to={paths.quote.destination.getHref()}>{t('confirm.change')}</Link>)
          {destination.isApproximate && <ApproximateBadge />}
        </List.Item>
      </List>
      {route.data && hours !== null && (
        <Text>{t('confirm.distance', { distance: format.distance(route.data.distance_m / 1000), hours })}</Text>
      )}
      {isSame && <Alert color="red">{t('quoteStart:place.mustDiffer')}</Alert>}
      <LazyRouteMap origin={mapPointOf(origin)} destination={mapPointOf(destination)} height={300} />
      <Group justify="flex-end">
        <Button onClick={() => navigate(paths.quote.load.getHref())} disabled={isSame}>
          {t('confirm.confirm')}
        </Button>
      </Group>
    </Stack>
  );
};
