import { isDraft, isRemoved } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation, useNavigate, useParams } from 'react-router';
import { useHaul } from '../../shared/hauls/haul-api';
import { HaulUnavailable } from '../../shared/hauls/haul-unavailable';
import { LazyRouteMap, mapPointOf } from '../../shared/map/lazy-route-map';
import { paths } from '../../shared/navigation/paths';
import { isLostOnTheWay } from '../../shared/offline/use-save-move';
import { PrivateImage } from '../../shared/pictures/private-image';
import { useIsDrawnSignedInAtBuildTime } from '../../shared/session/session';
import { useSession } from '../../shared/session/session-provider';
import { PlainAlert } from '../../shared/ui/plain-alert';
import { PlainButtonLink } from '../../shared/ui/plain-button';
import layout from '../../shared/ui/plain-layout.module.css';
import { Spinner } from '../../shared/ui/spinner';
import typography from '../../shared/ui/typography.module.css';
import { usePageTitle } from '../../shared/ui/use-page-title';
import { bookingActionsFor } from './booking-actions';
import { useReviewedMark } from './booking-api';
import { BookingPanel } from './components/booking-panel';
import { DriverActions } from './components/driver-actions';
import { JobActions } from './components/job-actions';
import { JobDetails } from './components/job-details';
import {
  AcceptDialog,
  BidDialog,
  BoostDialog,
  CompleteDialog,
  DeleteDialog,
  NotInterestedDialog,
  PickupDialog,
  RejectDialog,
} from './components/job-dialogs';
import { BidsTab, DriverTab } from './components/job-parts';
import { PreloadWhenIdle } from './components/lazy-dialog';
import { ShipperNextStep } from './components/shipper-next-step';
import { driverOptionsFor, tabsFor, viewerOf } from './driver-actions';
import classes from './job-page.module.css';
import { canBoost, canDelete } from './shipper-actions';
import { useDateTime } from './use-date-time';

const HOLDER_DIALOGS = [PickupDialog, CompleteDialog];
const NO_DIALOGS: typeof HOLDER_DIALOGS = [];

const TABS = ['detail', 'map', 'pictures', 'bids', 'driver', 'shipper'] as const;
type JobTab = (typeof TABS)[number];

const tabRoute = (name: JobTab) => (name === 'driver' ? paths.job.driver.root : paths.job[name]);

const DIALOGS = ['boost', 'delete', 'accept', 'notInterested', 'bid', 'complete', 'reject'] as const;
type JobDialog = (typeof DIALOGS)[number];

/** Each dialog's address, and the tab shown under it: rejecting the driver happens over the Driver tab. */
const dialogRoute = (name: JobDialog) => (name === 'reject' ? paths.job.driver.reject : paths.job[name]);
const dialogTab = (name: JobDialog): JobTab => (name === 'reject' ? 'driver' : 'detail');

/** Which tab (and which dialog) the address asks for: job/{id}, job/{id}/map, job/{id}/boost ... */
const readAddress = (pathname: string): { tab: JobTab; dialog: JobDialog | null } => {
  const on = (pattern: { path: string }) => matchPath(pattern.path, pathname) !== null;
  const dialog = DIALOGS.find((name) => on(dialogRoute(name)));
  if (dialog) return { tab: dialogTab(dialog), dialog };
  const tab = TABS.find((candidate) => candidate !== 'detail' && on(tabRoute(candidate)));
  return { tab: tab ?? 'detail', dialog: null };
};

/** The page's heading, plain (decision 024) so the server's first paint draws it as the page will. */
const HEADING = `${typography.title} ${typography.h1}`;

/** The name public/signed-in-start.js knows the job page's heading by, on the server's first paint only. */
const EARLY_TITLE_MARK = 'haul-title';

/**
 * Before the load is in: the heading its title will take, and the loading mark. On the signed-in first paint the
 * server sends (decision 027) public/signed-in-start.js writes the load's title into that heading as soon as its early
 * read of the load answers, seconds before the app has run on a phone; the app's first screen then has the same
 * heading in the same place (main.tsx waits for the load, briefly).
 */
const JobLoading = () => {
  const { t } = useTranslation('job');
  const isEarlyFilled = useIsDrawnSignedInAtBuildTime();
  return (
    <div className={classes.page}>
      <h1 className={HEADING} data-early-fill={isEarlyFilled ? EARLY_TITLE_MARK : undefined}>
        {t('title')}
      </h1>
      <div className={classes.loading}>
        <Spinner label={t('loading')} />
      </div>
    </div>
  );
};

/** Spec 2: job/{haulId} with its tabs; viewing needs a login. */
export const JobPage = () => {
  const { t } = useTranslation(['job', 'common']);
  const { haulId = '' } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const { status, user } = useSession();
  const haul = useHaul(status === 'visitor' ? null : haulId);
  const { tab, dialog } = readAddress(pathname);
  const reviewed = useReviewedMark(haulId, user?.id ?? '');
  const dateTime = useDateTime();
  usePageTitle(haul.data ? haul.data.load.make_model : t('title'));
  const closeDialog = () => navigate(paths.job.root.getHref({ haulId }), { replace: true });

  if (status === 'visitor') {
    return (
      <PlainAlert color="yellow" title={t('unavailable.loginTitle')}>
        <div className={`${layout.stackXs} ${layout.start}`}>
          <p className={typography.text}>{t('unavailable.login')}</p>
          <PlainButtonLink to={paths.login.getHref({ next: pathname })}>{t('logIn')}</PlainButtonLink>
        </div>
      </PlainAlert>
    );
  }
  if (haul.isPending) return <JobLoading />;
  // A reread that got no answer (a weak signal) leaves the saved load on screen; the connection dialog says why.
  const isKeptThroughLostAnswer = haul.isError && haul.data !== undefined && isLostOnTheWay(haul.error);
  if (haul.isError && !isKeptThroughLostAnswer) return <HaulUnavailable error={haul.error} />;
  const job = haul.data;
  const viewer = viewerOf(job, user);
  const isShipper = viewer === 'shipper';
  const driverOptions = driverOptionsFor(job, viewer);
  const hasReviewed = job.my_review !== null || reviewed.hasReviewed;
  const booking = bookingActionsFor({ status: job.status, viewer, hasReviewed });
  const driverAt = job.driver_location
    ? {
        lon: job.driver_location.location[0],
        lat: job.driver_location.location[1],
        label: t('map.driverAt', { time: dateTime(job.driver_location.at) }),
      }
    : undefined;

  return (
    <div className={classes.page}>
      <h1 className={HEADING}>{job.load.make_model}</h1>
      <p className={typography.text}>
        {t('summary', { from: job.origin.name, to: job.destination.name })} · {t(`common:haulStatus.${job.status}`)}
      </p>
      {isRemoved(job.status) && <PlainAlert color="gray">{t('unavailable.removed')}</PlainAlert>}
      {isShipper && <ShipperNextStep haul={job} hasReviewed={hasReviewed} />}
      {isShipper && <JobActions haul={job} />}
      {(viewer === 'driver' || viewer === 'holder') && (
        <DriverActions haul={job} viewer={viewer} options={driverOptions} />
      )}
      <BookingPanel haul={job} viewer={viewer} actions={booking} onReviewed={reviewed.markReviewed} />
      <nav aria-label={t('tabsLabel')}>
        <ul className={classes.tabs}>
          {tabsFor(viewer, TABS).map((name) => (
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
      {tab === 'detail' && <JobDetails haul={job} showPrice={viewer !== 'driver' && viewer !== 'holder'} />}
      {tab === 'map' && (
        <LazyRouteMap
          origin={mapPointOf(job.origin)}
          destination={mapPointOf(job.destination)}
          driver={driverAt}
          height={360}
        />
      )}
      {tab === 'pictures' &&
        (job.pictures.length === 0 ? (
          <p className={typography.text}>{t('pictures.none')}</p>
        ) : (
          <div className={layout.grid}>
            {job.pictures.map((picture, index) => (
              // A draft's pictures are served only with the owner's key, which a plain link cannot send.
              <a key={picture.id} href={isDraft(job.status) ? undefined : picture.large}>
                <PrivateImage src={picture.thumb} alt={t('pictures.alt', { number: index + 1 })} />
              </a>
            ))}
          </div>
        ))}
      {tab === 'bids' && isShipper && <BidsTab haul={job} />}
      {tab === 'driver' && isShipper && <DriverTab haul={job} actions={booking} />}
      {tab === 'shipper' && isShipper && <p className={typography.text}>{t('shipper.you')}</p>}
      {/* The holder's steps are entered on the road, maybe with no signal: their dialogs are fetched ahead. The others
          (accept, offer, not interested) need the server anyway and load when a hand reaches for their button. */}
      <PreloadWhenIdle dialogs={viewer === 'holder' ? HOLDER_DIALOGS : NO_DIALOGS} />
      <BoostDialog haul={job} isOpen={isShipper && dialog === 'boost' && canBoost(job)} onClose={closeDialog} />
      <DeleteDialog haul={job} isOpen={isShipper && dialog === 'delete' && canDelete(job)} onClose={closeDialog} />
      <AcceptDialog haul={job} isOpen={dialog === 'accept' && driverOptions.canAccept} onClose={closeDialog} />
      <BidDialog
        haul={job}
        mode={driverOptions.bidMode ?? 'offer'}
        isOpen={dialog === 'bid' && driverOptions.bidMode !== null}
        onClose={closeDialog}
      />
      <RejectDialog
        haul={job}
        isOpen={dialog === 'reject' && booking.canRejectDriver}
        onClose={() => navigate(paths.job.driver.root.getHref({ haulId }), { replace: true })}
      />
      <CompleteDialog haul={job} isOpen={dialog === 'complete' && booking.canComplete} onClose={closeDialog} />
      <NotInterestedDialog
        haul={job}
        isOpen={dialog === 'notInterested' && driverOptions.canDecline}
        onClose={closeDialog}
      />
    </div>
  );
};
