import type { DriverProfileState } from '@freight/domain';
import { Alert, Loader, SegmentedControl, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePageTitle } from '../../../shared/ui/use-page-title';
import { Pager } from '../components/pager';
import { DriverReviewCard } from './driver-review-card';
import { useDriversInState } from './drivers-api';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** The states staff look at: the queue, and the profiles already decided (with their history). */
const SHOWN_STATES = ['submitted', 'approved', 'rejected'] as const satisfies readonly DriverProfileState[];
const stateOf = (value: string | null): DriverProfileState =>
  SHOWN_STATES.find((state) => state === value) ?? 'submitted';

/** /admin/drivers: the driver profiles waiting for review (spec 6: staff approve profiles), and those decided. */
export const AdminDriversPage = () => {
  const { t } = useTranslation('staffDrivers');
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageOf(searchParams.get('page'));
  const state = stateOf(searchParams.get('state'));
  const list = useDriversInState({ page, state });
  usePageTitle(t('title'));

  return (
    <Stack gap="md" maw={960}>
      <Title order={1}>{t('title')}</Title>
      <Text>{t('intro')}</Text>
      <SegmentedControl
        aria-label={t('stateFilter')}
        value={state}
        onChange={(next) => setSearchParams({ state: next })}
        data={SHOWN_STATES.map((value) => ({ value, label: t(`states.${value}`) }))}
        style={{ alignSelf: 'flex-start' }}
      />
      {list.isPending && <Loader aria-label={t('loading')} />}
      {list.isError && <Alert color="red">{t('loadFailed')}</Alert>}
      {list.data && list.data.count === 0 && <Text>{t(state === 'submitted' ? 'empty' : 'emptyState')}</Text>}
      {list.data && list.data.count > 0 && (
        <>
          {state === 'submitted' && (
            <Text size="sm" aria-live="polite">
              {t('count', { count: list.data.count })}
            </Text>
          )}
          <Stack gap="md">
            {list.data.results.map((review) => (
              <DriverReviewCard key={review.driver.id} review={review} />
            ))}
          </Stack>
          <Pager
            count={list.data.count}
            page={page}
            pageSize={list.data.page_size}
            onChange={(next) => setSearchParams({ state, page: String(next) })}
          />
        </>
      )}
    </Stack>
  );
};
