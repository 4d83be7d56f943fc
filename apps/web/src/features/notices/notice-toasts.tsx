import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { useFormat } from '../../shared/format/use-format';
import { useRealtimeEvent } from '../../shared/realtime/use-realtime-event';
import { hideToast, showToast } from '../../shared/ui/toasts';
import { noticeText } from './notice-text';
import classes from './notice-toasts.module.css';
import { NOTICES_KEY } from './notices-api';

/**
 * A pushed notice shows as a toast for the app's 10 s (spec 9), opening what it is about when clicked, and refreshes
 * the bell. Not for a message in the conversation already on screen. Plain, as the bell (decision 024): the toast's
 * container brings Mantine with the first toast (shared/ui/toasts.ts).
 */
export const NoticeToasts = (): null => {
  const { t } = useTranslation('notices');
  const { t: tCommon } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const format = useFormat();

  useRealtimeEvent('notice', ({ notice }) => {
    void queryClient.invalidateQueries({ queryKey: NOTICES_KEY });
    if (notice.kind === 'new_message' && notice.link === pathname) return;
    const text = noticeText(t, notice, format.money);
    const id = showToast({
      title: text.title,
      message: (
        <button
          type="button"
          className={classes.open}
          onClick={() => {
            hideToast(id);
            navigate(notice.link);
          }}
        >
          {text.body}
        </button>
      ),
      closeButtonProps: { 'aria-label': tCommon('close') },
    });
  });
  // Reading a chat reads its message notices too (server: markChatRead): the bell's list follows the badge.
  useRealtimeEvent('view_times', () => {
    void queryClient.invalidateQueries({ queryKey: NOTICES_KEY });
  });
  return null;
};
