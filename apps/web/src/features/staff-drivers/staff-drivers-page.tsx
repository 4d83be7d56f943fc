import { Alert, Button, Group, Loader, Pagination, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useSearchParams } from 'react-router';
import { paths } from '../../app/paths';
import { useSession } from '../../shared/session/session-provider';
import { PageLoader } from '../../shared/ui/page-loader';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { DriverReviewCard } from './components/driver-review-card';
import { useSubmittedDrivers } from './staff-drivers-api';

const pageOf = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** staff/drivers: the driver profiles waiting for review (spec 6: staff approve profiles), a plain page for now. */
export const StaffDriversPage = () => {
  const { t } = useTranslation('staffDrivers');
  const { status, user } = useSession();
  const { pathname } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageOf(searchParams.get('page'));
  const isStaff = user?.is_staff ?? false;
  const list = useSubmittedDrivers({ page, isStaff });
  usePageTitle(t('title'));

  if (status === 'pending') return <PageLoader />;
  if (!isStaff) {
    return (
      <Stack gap="md" align="flex-start">
        <Title order={1}>{t('title')}</Title>
        <Alert color="yellow" title={t('staffOnly.title')}>
          {t('staffOnly.body')}
        </Alert>
        {status !== 'registered' && (
          <Button component={Link} to={paths.login.getHref({ next: pathname })}>
            {t('staffOnly.logIn')}
          </Button>
        )}
      </Stack>
    );
  }

  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.count / list.data.page_size)) : 1;

  return (
    <Stack gap="md" maw={900}>
      <Title order={1}>{t('title')}</Title>
      <Text>{t('intro')}</Text>
      {list.isPending && <Loader aria-label={t('loading')} />}
      {list.isError && <Alert color="red">{t('loadFailed')}</Alert>}
      {list.data && list.data.count === 0 && <Text>{t('empty')}</Text>}
      {list.data && list.data.count > 0 && (
        <>
          <Text size="sm" aria-live="polite">
            {t('count', { count: list.data.count })}
          </Text>
          <Stack gap="md">
            {list.data.results.map((review) => (
              <DriverReviewCard key={review.driver.id} review={review} />
            ))}
          </Stack>
          {pageCount > 1 && (
            <Group>
              <Pagination
                total={pageCount}
                value={page}
                onChange={(next) => setSearchParams({ page: String(next) })}
                getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
                getItemProps={(item) => ({ 'aria-label': t('pagination.page', { page: item }) })}
              />
            </Group>
          )}
        </>
      )}
    </Stack>
  );
};
