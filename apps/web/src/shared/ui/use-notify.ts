import { notifications } from '@mantine/notifications';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** Success and error notices (spec section 8), which stay the 10 s the app's <Notifications> is set to. */
export const useNotify = () => {
  const { t } = useTranslation();
  return useMemo(() => {
    const closeButtonProps = { 'aria-label': t('close') };
    return {
      success: (message: string) => notifications.show({ color: 'green', message, closeButtonProps }),
      error: (message: string) => notifications.show({ color: 'red', message, closeButtonProps }),
    };
  }, [t]);
};
