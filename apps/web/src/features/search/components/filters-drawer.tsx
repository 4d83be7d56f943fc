import { Drawer } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

type FiltersDrawerProps = { opened: boolean; onClose: () => void; children: ReactNode };

/** The filters on a phone: a sheet from the bottom over the map and the list. */
export const FiltersDrawer = ({ opened, onClose, children }: FiltersDrawerProps) => {
  const { t } = useTranslation('search');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      title={t('filters.title')}
      position="bottom"
      size="90%"
      closeButtonProps={{ 'aria-label': t('filters.close') }}
    >
      {children}
    </Drawer>
  );
};
