import { useTranslation } from 'react-i18next';
import { Link, type Location, useLocation } from 'react-router';
import { PrivacyChoicesItem } from '../../shared/analytics/consent-banner';
import { paths } from '../../shared/navigation/paths';
import { type SessionStatus, useSession } from '../../shared/session/session-provider';
import { useLogOut } from '../../shared/session/use-log-out';
import { OfficePhones } from '../../shared/ui/office-phones';
import classes from './menu-nav.module.css';
import { MENU_SECTIONS } from './nav-items';

type MenuNavProps = {
  /** Lets the drawer close once a link is followed. */
  onNavigate?: () => void;
};

/** Who the account links are for; while the profile loads, neither kind shows rather than the wrong one. */
const audienceOf = (status: SessionStatus) => {
  if (status === 'registered') return 'registered';
  if (status === 'pending') return null;
  return 'guests';
};

/**
 * Whether a menu link is the current page. Unlike NavLink this reads the query too, because Log in and Register
 * share /login (?view=register); a `next` parameter is only where to go afterwards, not a different page.
 */
const isCurrent = (href: string, { pathname, search }: Location) => {
  // Only the path and query are compared, so any origin does; a fixed one also renders at build time (decision 027).
  const target = new URL(href, 'http://app.invalid');
  const query = new URLSearchParams(search);
  query.delete('next');
  return target.pathname === pathname && target.searchParams.toString() === query.toString();
};

/** The menu's sections (spec section 2): the side navigation on large screens, the drawer on small ones. */
export const MenuNav = ({ onNavigate }: MenuNavProps) => {
  const { t } = useTranslation('nav');
  const { status, user } = useSession();
  const logOutAndLeave = useLogOut(paths.welcome.getHref());
  const location = useLocation();
  const audience = audienceOf(status);

  const logOut = () => {
    onNavigate?.();
    void logOutAndLeave();
  };

  return (
    <div className={classes.menu}>
      {MENU_SECTIONS.map((section) => (
        <div key={section.key} className={classes.section}>
          <h2 className={classes.heading}>{t(`sections.${section.key}`)}</h2>
          <ul className={classes.links}>
            {section.links
              .filter((link) =>
                // The staff console's entry is for staff only; the console refuses anyone else anyway.
                link.shownTo === 'staff' ? Boolean(user?.is_staff) : !link.shownTo || link.shownTo === audience,
              )
              .map((link) => (
                <li key={link.key}>
                  <Link
                    to={link.href}
                    className={classes.link}
                    aria-current={isCurrent(link.href, location) ? 'page' : undefined}
                    onClick={onNavigate}
                  >
                    {t(`links.${link.key}`)}
                  </Link>
                </li>
              ))}
            {section.hasOfficePhones && <PrivacyChoicesItem className={`${classes.link} ${classes.logout}`} />}
            {section.hasLogout && audience === 'registered' && (
              <li>
                <button type="button" className={`${classes.link} ${classes.logout}`} onClick={logOut}>
                  {t('links.logOut')}
                </button>
              </li>
            )}
          </ul>
          {section.hasOfficePhones && (
            <div className={classes.phones}>
              <OfficePhones />
            </div>
          )}
        </div>
      ))}
    </div>
  );
};
