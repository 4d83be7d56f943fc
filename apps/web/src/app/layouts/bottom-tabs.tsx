import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router';
import typography from '../../shared/ui/typography.module.css';
import { useUnreadMessages } from '../../shared/view-times/use-unread-messages';
import { useViewTimes } from '../../shared/view-times/view-times-api';
import classes from './bottom-tabs.module.css';
import { TABS } from './nav-items';

/** The phone navigation: five tabs along the bottom, hidden on large screens where the menu shows. */
export const BottomTabs = () => {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  const unread = useUnreadMessages();
  const { posted_count, self_count } = useViewTimes();
  // What is new under each tab: loads posted since the last search, changes to the user's loads, unread messages.
  const badges: Partial<Record<(typeof TABS)[number]['key'], { count: number; label: string }>> = {
    find: { count: posted_count, label: t('newLoads', { count: posted_count }) },
    myLoads: { count: self_count, label: t('updates', { count: self_count }) },
    chat: { count: unread, label: t('unread', { count: unread }) },
  };
  const isActive = (patterns: string[]) => patterns.some((path) => matchPath({ path, end: false }, pathname));

  return (
    <nav aria-label={t('tabsLabel')} className={classes.tabs}>
      <ul className={classes.list}>
        {TABS.map(({ key, href, activeOn, Icon }) => {
          const badge = badges[key];
          return (
            <li key={key} className={classes.item}>
              <Link to={href} className={classes.tab} aria-current={isActive(activeOn) ? 'page' : undefined}>
                <Icon />
                <span className={classes.label}>{t(`tabs.${key}`)}</span>
                {badge && badge.count > 0 && (
                  <span className={classes.badge}>
                    <span aria-hidden="true">{badge.count}</span>
                    <span className={typography.visuallyHidden}>{badge.label}</span>
                  </span>
                )}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
};
