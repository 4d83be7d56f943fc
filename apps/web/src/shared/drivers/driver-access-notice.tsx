import { useTranslation } from 'react-i18next';
import { paths } from '../navigation/paths';
import { PlainAlert } from '../ui/plain-alert';
import { PlainButtonLink } from '../ui/plain-button';
import layout from '../ui/plain-layout.module.css';
import typography from '../ui/typography.module.css';
import type { AccessRefusal, DriverStanding } from './driver-standing';

/**
 * What stands between the user and a driver's action (spec 5 and 6), with the way to fix it: register as a driver,
 * or finish the profile (its missing sections listed) and wait for approval, or pick a subscription. `refusal` is the
 * server's word when it refused; without it the session's own standing decides.
 */
export const DriverAccessNotice = ({
  standing,
  refusal = null,
}: {
  standing: DriverStanding | null;
  refusal?: AccessRefusal | null;
}) => {
  const { t } = useTranslation('driving');
  const isDriver = refusal ? refusal === 'driver_not_approved' : (standing?.access.is_driver ?? false);

  if (!isDriver) {
    return (
      <PlainAlert color="yellow" title={t('access.notDriverTitle')}>
        <div className={`${layout.stackXs} ${layout.start}`}>
          <p className={typography.sm}>{t('access.notDriver')}</p>
          <PlainButtonLink to={paths.registerDriver.root.getHref()}>{t('access.register')}</PlainButtonLink>
        </div>
      </PlainAlert>
    );
  }

  const state = standing?.profile_state ?? null;
  const missing = standing?.access.missing ?? [];
  // An unfinished profile carries on in the registration steps; a submitted or refused one is edited in the profile.
  const profileHref = state === 'incomplete' ? paths.registerDriver.root.getHref() : paths.user.driver.getHref();
  return (
    <PlainAlert color={state === 'rejected' ? 'red' : 'yellow'} title={t('access.notApprovedTitle')}>
      <div className={`${layout.stackXs} ${layout.start}`}>
        <p className={typography.sm}>{t(state ? `access.states.${state}` : 'access.notApproved')}</p>
        {state === 'rejected' && standing?.decision_reason && (
          <p className={typography.sm}>{t('access.reason', { reason: standing.decision_reason })}</p>
        )}
        {missing.length > 0 && (
          <>
            <p className={`${typography.sm} ${layout.semibold}`}>{t('access.missing')}</p>
            <ul className={`${layout.list} ${layout.listSm}`}>
              {missing.map((section) => (
                <li key={section}>{t(`access.sections.${section}`)}</li>
              ))}
            </ul>
          </>
        )}
        <p className={typography.sm}>{t('access.subscription')}</p>
        <PlainButtonLink to={profileHref}>
          {t(missing.length > 0 ? 'access.completeProfile' : 'access.viewProfile')}
        </PlainButtonLink>
      </div>
    </PlainAlert>
  );
};
