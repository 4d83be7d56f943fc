import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import type { DriverStanding } from '../../../shared/drivers/driver-standing';
import { paths } from '../../../shared/navigation/paths';
import { PlainAlert } from '../../../shared/ui/plain-alert';
import { PlainButtonLink } from '../../../shared/ui/plain-button';
import layout from '../../../shared/ui/plain-layout.module.css';
import typography from '../../../shared/ui/typography.module.css';
import type { SearchAccess } from '../search-access';

type SearchAccessNoticeProps = {
  access: Exclude<SearchAccess, 'allowed' | 'pending'>;
  standing: DriverStanding | null;
};

/** Why this user may not search yet (spec 6), and the one step that fixes it. */
export const SearchAccessNotice = ({ access, standing }: SearchAccessNoticeProps) => {
  const { t } = useTranslation('search');
  const { pathname, search } = useLocation();
  const here = `${pathname}${search}`;

  if (access === 'log_in') {
    return (
      <PlainAlert color="blue" title={t('access.logInTitle')}>
        <div className={`${layout.stackXs} ${layout.start}`}>
          <p className={typography.sm}>{t('access.logIn')}</p>
          <div className={layout.group}>
            <PlainButtonLink to={paths.login.getHref({ next: here })}>{t('access.logInAction')}</PlainButtonLink>
            <PlainButtonLink to={paths.login.getHref({ view: 'register', next: here })} variant="default">
              {t('access.registerAction')}
            </PlainButtonLink>
          </div>
        </div>
      </PlainAlert>
    );
  }

  if (access === 'not_a_driver') {
    return (
      <PlainAlert color="yellow" title={t('access.notDriverTitle')}>
        <div className={`${layout.stackXs} ${layout.start}`}>
          <p className={typography.sm}>{t('access.notDriver')}</p>
          <PlainButtonLink to={paths.registerDriver.root.getHref()}>{t('access.registerDriver')}</PlainButtonLink>
        </div>
      </PlainAlert>
    );
  }

  const state = standing?.profile_state ?? 'submitted';
  const missing = standing?.access.missing ?? [];
  return (
    <PlainAlert color={state === 'rejected' ? 'red' : 'yellow'} title={t('access.notApprovedTitle')}>
      <div className={`${layout.stackXs} ${layout.start}`}>
        <p className={typography.sm}>{t(`access.states.${state}`)}</p>
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
        <PlainButtonLink to={paths.user.driver.getHref()}>{t('access.openProfile')}</PlainButtonLink>
      </div>
    </PlainAlert>
  );
};
