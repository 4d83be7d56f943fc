import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';

/** Names the browser tab after the screen (WCAG 2.4.2), in the current language. */
export const usePageTitle = (title: string): void => {
  const { t } = useTranslation();
  const appName = t('appName');
  useEffect(() => {
    document.title = `${title} · ${appName}`;
  }, [title, appName]);
};
