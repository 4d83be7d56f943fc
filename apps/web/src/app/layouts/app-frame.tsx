import { useDisclosure } from '@mantine/hooks';
import { type ReactNode, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { OfflineNotice } from '../../shared/offline/offline-notice';
import { PageLoader } from '../../shared/ui/page-loader';
import { lazyPage } from '../lazy-page';
import classes from './app-frame.module.css';
import { AppHeader, MAIN_CONTENT_ID } from './app-header';
import { AppUpdatePrompt } from './app-update-prompt';
import { BottomTabs } from './bottom-tabs';
import { MenuNav } from './menu-nav';
import { VisitorNotice } from './visitor-notice';

// The drawer (Mantine's Drawer, with its focus trap and scroll area) is fetched when the menu button is first
// pointed at or focused, not with the page: on a phone most visits never open it. It reads no answer of its own, so
// opening it on a first screen leaves zod for later (decision 024).
const MenuDrawer = lazyPage(() => import('./menu-drawer'), 'MenuDrawer', { checksAnswersAtOnce: false });

const preloadMenuDrawer = () => {
  MenuDrawer.preload().catch(() => undefined);
};

type AppFrameProps = {
  /** The side menu on large screens; without it the menu opens as a drawer at every size. */
  hasSideMenu: boolean;
  /** Drawn behind everything, for the picture-background layout. */
  background?: ReactNode;
};

/** Header, menu, main content and bottom tabs: what both layouts share. */
export const AppFrame = ({ hasSideMenu, background }: AppFrameProps) => {
  const { t } = useTranslation('nav');
  const [isMenuOpen, menu] = useDisclosure(false);
  // Mounted from its first opening on, so it can play its closing animation afterwards.
  const [hasMenuOpened, setMenuOpened] = useState(false);
  const openMenu = () => {
    setMenuOpened(true);
    menu.open();
  };

  return (
    <div className={classes.frame} data-with-picture={background ? true : undefined}>
      {background}
      <AppHeader
        isMenuOpen={isMenuOpen}
        onOpenMenu={openMenu}
        onMenuIntent={preloadMenuDrawer}
        hasSideMenu={hasSideMenu}
      />
      <div className={classes.body}>
        {hasSideMenu && (
          <nav aria-label={t('menuLabel')} className={classes.sideMenu}>
            <MenuNav />
          </nav>
        )}
        <main id={MAIN_CONTENT_ID} tabIndex={-1} className={classes.main}>
          <div className={classes.content}>
            <AppUpdatePrompt />
            <OfflineNotice />
            <VisitorNotice />
            <Suspense fallback={<PageLoader />}>
              <Outlet />
            </Suspense>
          </div>
        </main>
      </div>
      <BottomTabs />
      {hasMenuOpened && (
        <Suspense fallback={null}>
          <MenuDrawer isOpen={isMenuOpen} onClose={menu.close} />
        </Suspense>
      )}
    </div>
  );
};
