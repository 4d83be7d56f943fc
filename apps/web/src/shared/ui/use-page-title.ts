import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { titleWithUnread } from '../view-times/unread-count';
import { useUnreadMessages } from '../view-times/use-unread-messages';

/** Names the browser tab after the screen (WCAG 2.4.2), in the current language, with the unread count in front. */
export const usePageTitle = (title: string): void => {
  const { t } = useTranslation();
  const appName = t('appName');
  const unread = useUnreadMessages();
  useEffect(() => {
    document.title = titleWithUnread(`${title} · ${appName}`, unread);
  }, [title, appName, unread]);
};
