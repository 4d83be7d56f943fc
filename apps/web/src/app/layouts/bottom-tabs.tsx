import { VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, matchPath, useLocation } from 'react-router';
import { useUnreadMessages } from '../../shared/view-times/use-unread-messages';
import classes from './bottom-tabs.module.css';
import { TABS } from './nav-items';

/** The phone navigation: five tabs along the bottom, hidden on large screens where the menu shows. */
export const BottomTabs = () => {
  const { t } = useTranslation('nav');
  const { pathname } = useLocation();
  const unread = useUnreadMessages();
  const isActive = (patterns: string[]) => patterns.some((path) => matchPath({ path, end: false }, pathname));

  return (
    <nav aria-label={t('tabsLabel')} className={classes.tabs}>
      <ul className={classes.list}>
        {TABS.map(({ key, href, activeOn, Icon }) => (
          <li key={key} className={classes.item}>
            <Link to={href} className={classes.tab} aria-current={isActive(activeOn) ? 'page' : undefined}>
              <Icon />
              <span className={classes.label}>{t(`tabs.${key}`)}</span>
              {key === 'chat' && unread > 0 && (
                <span className={classes.badge}>
                  <span aria-hidden="true">{unread}</span>
                  <VisuallyHidden>{t('unread', { count: unread })}</VisuallyHidden>
                </span>
              )}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
};
