import { Alert, Button, Image, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation, useNavigate, useParams } from 'react-router';
import { paths } from '../../app/paths';
import { ApiRequestError } from '../../shared/api/api-request-error';
import { useHaul } from '../../shared/hauls/get-haul';
import { LazyRouteMap, mapPointOf } from '../../shared/map/lazy-route-map';
import { useSession } from '../../shared/session/session-provider';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { BoostDialog } from './components/boost-dialog';
import { DeleteDialog } from './components/delete-dialog';
import { JobActions } from './components/job-actions';
import { JobDetails } from './components/job-details';
import classes from './job-page.module.css';
import { canBoost, canDelete } from './shipper-actions';

const TABS = ['detail', 'map', 'pictures', 'bids', 'driver', 'shipper'] as const;
type JobTab = (typeof TABS)[number];

const tabRoute = (name: JobTab) => (name === 'driver' ? paths.job.driver.root : paths.job[name]);

/** Which tab (and which dialog) the address asks for: job/{id}, job/{id}/map, job/{id}/boost ... */
const readAddress = (pathname: string): { tab: JobTab; dialog: 'boost' | 'delete' | null } => {
  const on = (pattern: { path: string }) => matchPath(pattern.path, pathname) !== null;
  if (on(paths.job.boost)) return { tab: 'detail', dialog: 'boost' };
  if (on(paths.job.delete)) return { tab: 'detail', dialog: 'delete' };
  const tab = TABS.find((candidate) => candidate !== 'detail' && on(tabRoute(candidate)));
  return { tab: tab ?? 'detail', dialog: null };
};

/** Spec 2: job/{haulId} with its tabs; viewing needs a login. */
export const JobPage = () => {
  const { t } = useTranslation(['job', 'common']);
  const { haulId = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { status } = useSession();
  const haul = useHaul(status === 'visitor' ? null : haulId);
  const { tab, dialog } = readAddress(pathname);
  usePageTitle(haul.data ? haul.data.load.make_model : t('title'));
  const closeDialog = () => navigate(paths.job.root.getHref({ haulId }), { replace: true });

  if (status === 'visitor') {
    return (
      <Alert color="yellow" title={t('unavailable.loginTitle')}>
        <Stack gap="xs" align="flex-start">
          <Text>{t('unavailable.login')}</Text>
          <Button component={Link} to={paths.login.getHref({ next: pathname })}>
            {t('logIn')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (haul.isPending) return <Loader aria-label={t('loading')} />;
  if (haul.isError) {
    const isMissing = haul.error instanceof ApiRequestError && haul.error.status === 404;
    return (
      <Stack gap="sm" align="flex-start">
        <Title order={1}>{t('title')}</Title>
        <Text>{t(isMissing ? 'unavailable.notFound' : 'loadFailed')}</Text>
        <Button component={Link} to={paths.jobHistory.getHref()}>
          {t('myLoads')}
        </Button>
      </Stack>
    );
  }
  const job = haul.data;

  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{job.load.make_model}</Title>
      <Text>
        {t('summary', { from: job.origin.name, to: job.destination.name })} · {t(`common:haulStatus.${job.status}`)}
      </Text>
      {job.status === 'cancelled' && <Alert color="gray">{t('unavailable.removed')}</Alert>}
      <JobActions haul={job} />
      <nav aria-label={t('tabsLabel')}>
        <ul className={classes.tabs}>
          {TABS.map((name) => (
            <li key={name}>
              <Link
                className={classes.tab}
                to={tabRoute(name).getHref({ haulId })}
                aria-current={tab === name ? 'page' : undefined}
              >
                {t(`tabs.${name}`)}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {tab === 'detail' && <JobDetails haul={job} />}
      {tab === 'map' && (
        <LazyRouteMap origin={mapPointOf(job.origin)} destination={mapPointOf(job.destination)} height={360} />
      )}
      {tab === 'pictures' &&
        (job.pictures.length === 0 ? (
          <Text>{t('pictures.none')}</Text>
        ) : (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            {job.pictures.map((picture, index) => (
              <a key={picture.id} href={picture.large}>
                <Image src={picture.thumb} alt={t('pictures.alt', { number: index + 1 })} radius="sm" />
              </a>
            ))}
          </SimpleGrid>
        ))}
      {tab === 'bids' && <Text>{t('bids.none')}</Text>}
      {tab === 'driver' && <Text>{t('driver.none')}</Text>}
      {tab === 'shipper' && <Text>{t('shipper.you')}</Text>}
      <BoostDialog haul={job} isOpen={dialog === 'boost' && canBoost(job)} onClose={closeDialog} />
      <DeleteDialog haul={job} isOpen={dialog === 'delete' && canDelete(job)} onClose={closeDialog} />
    </Stack>
  );
};
