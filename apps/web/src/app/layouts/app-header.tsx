import { Burger } from '@mantine/core';
import type { MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { NoticesMenu } from '../../features/notices/notices-menu';
import { paths } from '../../shared/navigation/paths';
import { useSession } from '../../shared/session/session-provider';
import { LanguageSelect } from '../../shared/ui/language-select';
import { UserAvatar } from '../../shared/ui/user-avatar';
import classes from './app-header.module.css';
import { LogoMark } from './nav-icons';

export const MAIN_CONTENT_ID = 'main-content';

type AppHeaderProps = {
  isMenuOpen: boolean;
  onOpenMenu: () => void;
  /** With a side menu on large screens, the menu button is only needed on small ones. */
  hasSideMenu: boolean;
};

// Focus moves to <main> without touching the URL, so the router never sees a hash navigation.
const skipToContent = (event: MouseEvent<HTMLAnchorElement>) => {
  event.preventDefault();
  document.getElementById(MAIN_CONTENT_ID)?.focus();
};

export const AppHeader = ({ isMenuOpen, onOpenMenu, hasSideMenu }: AppHeaderProps) => {
  const { t } = useTranslation();
  const { status, user } = useSession();
  return (
    <header className={classes.header}>
      <a href={`#${MAIN_CONTENT_ID}`} className={classes.skipLink} onClick={skipToContent}>
        {t('skipToContent')}
      </a>
      <Burger
        opened={isMenuOpen}
        onClick={onOpenMenu}
        aria-label={t('openMenu')}
        aria-expanded={isMenuOpen}
        aria-haspopup="dialog"
        color="white"
        size="sm"
        hiddenFrom={hasSideMenu ? 'md' : undefined}
      />
      <Link to={paths.welcome.getHref()} className={classes.brand}>
        <LogoMark />
        <span className={classes.brandName}>{t('appName')}</span>
      </Link>
      <LanguageSelect className={classes.language} />
      <NoticesMenu />
      {status === 'registered' && user && (
        <Link to={paths.user.menu.getHref()} className={classes.account} aria-label={t('yourAccount')}>
          <UserAvatar name={user.name} picture={user.picture} alt="" size={32} />
        </Link>
      )}
    </header>
  );
};
