import { lazy, type MouseEvent, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../shared/navigation/paths';
import { useSession } from '../../shared/session/session-provider';
import { LanguageSelect } from '../../shared/ui/language-select';
import { lazyPage } from '../lazy-page';
import classes from './app-header.module.css';
import { LogoMark } from './nav-icons';

export const MAIN_CONTENT_ID = 'main-content';

// Only registered accounts have notices, so the bell stays out of a visitor's first load. Drawn plain, its list's
// popover bringing Mantine when a hand reaches for it (decision 024): no signed-in page needs Mantine to show.
const NoticesMenu = lazyPage(() => import('../../features/notices/notices-menu'), 'NoticesMenu', {
  usesMantine: false,
});
// The account's picture, plain too, for registered accounts only: out of a visitor's first load.
const UserAvatar = lazy(() => import('../../shared/ui/user-avatar').then((module) => ({ default: module.UserAvatar })));

type AppHeaderProps = {
  isMenuOpen: boolean;
  onOpenMenu: () => void;
  /** The menu button pointed at, focused or touched: a moment to fetch the drawer before it is opened. */
  onMenuIntent: () => void;
  /** With a side menu on large screens, the menu button is only needed on small ones. */
  hasSideMenu: boolean;
};

// Focus moves to <main> without touching the URL, so the router never sees a hash navigation.
const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
  event.preventDefault();
  document.getElementById(MAIN_CONTENT_ID)?.focus();
};

export const AppHeader = ({ isMenuOpen, onOpenMenu, onMenuIntent, hasSideMenu }: AppHeaderProps) => {
  const { t } = useTranslation();
  const { status, user } = useSession();
  return (
    <header className={classes.header}>
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={skipToContent}>
        {t('skipToContent')}
      </a>
      <button
        type="button"
        className={hasSideMenu ? `${classes.burger} ${classes.burgerWithSideMenu}` : classes.burger}
        onClick={onOpenMenu}
        onPointerEnter={onMenuIntent}
        onFocus={onMenuIntent}
        onTouchStart={onMenuIntent}
        aria-label={t('openMenu')}
        aria-expanded={isMenuOpen}
        aria-haspopup="dialog"
      >
        <span className={classes.burgerLines} data-opened={isMenuOpen || undefined} />
      </button>
      <Link to={paths.welcome.getHref()} className={classes.brand}>
        <LogoMark />
        <span className={classes.brandName}>{t('appName')}</span>
      </Link>
      <LanguageSelect className={classes.language} />
      {status === 'registered' && (
        <Suspense fallback={null}>
          <NoticesMenu />
        </Suspense>
      )}
      {status === 'registered' && user && (
        <Link to={paths.user.menu.getHref()} className={classes.account} aria-label={t('yourAccount')}>
          <Suspense fallback={<span className={classes.avatarPlaceholder} />}>
            <UserAvatar name={user.name} picture={user.picture} alt="" size={32} />
          </Suspense>
        </Link>
      )}
    </header>
  );
};
