import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { CONFIRMATION_TOAST_MS, showToast } from './toasts';

/** Success and error notices (spec section 8): a success closes sooner, a problem stays the app's 10 s. */
export const useNotify = () => {
  const { t } = useTranslation();
  return useMemo(() => {
    const closeButtonProps = { 'aria-label': t('close') };
    return {
      success: (message: string) =>
        showToast({ color: 'green', message, closeButtonProps, autoClose: CONFIRMATION_TOAST_MS }),
      error: (message: string) => showToast({ color: 'red', message, closeButtonProps }),
    };
  }, [t]);
};
