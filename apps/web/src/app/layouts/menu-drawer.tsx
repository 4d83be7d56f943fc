import { Drawer } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MenuNav } from './menu-nav';

type MenuDrawerProps = { isOpen: boolean; onClose: () => void };

export const MenuDrawer = ({ isOpen, onClose }: MenuDrawerProps) => {
  const { t } = useTranslation(['nav', 'common']);
  return (
    <Drawer
      opened={isOpen}
      onClose={onClose}
      title={t('menuLabel')}
      size="xs"
      closeButtonProps={{ 'aria-label': t('common:closeMenu') }}
    >
      <nav aria-label={t('menuLabel')}>
        <MenuNav onNavigate={onClose} />
      </nav>
    </Drawer>
  );
};
