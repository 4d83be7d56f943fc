import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { paths } from '../../shared/navigation/paths';
import { useSession } from '../../shared/session/session-provider';
import { PlainButtonLink } from '../../shared/ui/plain-button';
import typography from '../../shared/ui/typography.module.css';
import classes from './visitor-notice.module.css';

/**
 * Tells visitors and temporary accounts up front that some pages need an account (spec section 2), except on the
 * login page itself.
 */
export const VisitorNotice = () => {
  const { t } = useTranslation();
  const { status } = useSession();
  const { pathname } = useLocation();
  const isGuest = status === 'visitor' || status === 'temporary';
  if (!isGuest || pathname === paths.login.path) return null;

  return (
    <div className={classes.notice}>
      <p className={typography.sm}>{t('visitorNotice')}</p>
      <PlainButtonLink to={paths.login.getHref()} size="xs" variant="outline">
        {t('logIn')}
      </PlainButtonLink>
    </div>
  );
};
