import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../api/api-request-error';
import { DriverAccessNotice } from '../drivers/driver-access-notice';
import { accessRefusalOf } from '../drivers/driver-standing';
import { paths } from '../navigation/paths';
import { useSession } from '../session/session-provider';
import { PlainButtonLink } from '../ui/plain-button';
import layout from '../ui/plain-layout.module.css';
import typography from '../ui/typography.module.css';

/** Spec 8's load-unavailable texts, picked by the server's answer to GET /haul/{id}/. */
const messageKeyOf = (error: unknown) => {
  if (!(error instanceof ApiRequestError)) return 'loadFailed' as const;
  if (error.code === 'haul_taken') return 'unavailable.taken' as const;
  if (error.code === 'haul_removed') return 'unavailable.removed' as const;
  return error.status === 404 ? ('unavailable.notFound' as const) : ('loadFailed' as const);
};

/**
 * Why the load cannot be shown: gone to another driver, removed, unknown, or the driver lacks access (and the fix).
 * Every page of one load (job, driver profile, payment, post flow) answers a failed GET /haul/{id}/ with this, so
 * someone else's load reads "not found" on every address, never as a loading failure.
 */
/** `hasTitle`: false on a page that has its own heading already (the post flow). */
export const HaulUnavailable = ({ error, hasTitle = true }: { error: unknown; hasTitle?: boolean }) => {
  const { t } = useTranslation(['job', 'driving']);
  const { user } = useSession();
  const refusal = accessRefusalOf(error);
  return (
    <div className={`${layout.stackSm} ${layout.start}`}>
      {hasTitle && <h1 className={`${typography.title} ${typography.h1}`}>{t('title')}</h1>}
      {refusal ? (
        <DriverAccessNotice standing={user?.driver ?? null} refusal={refusal} />
      ) : (
        <p className={typography.text}>{t(messageKeyOf(error))}</p>
      )}
      <div className={layout.group}>
        <PlainButtonLink to={paths.jobHistory.getHref()} variant={user?.driver ? 'default' : 'filled'}>
          {t('myLoads')}
        </PlainButtonLink>
        {user?.driver && (
          <PlainButtonLink to={paths.searchJobs.getHref()}>{t('driving:actions.findLoads')}</PlainButtonLink>
        )}
      </div>
    </div>
  );
};
