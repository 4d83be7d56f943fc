import { useSession } from '../session/session-provider';
import { useAdminChatRead } from './admin-chat-read';
import { useViewTimes } from './get-view-times';
import { countUnreadMessages } from './unread-count';

export const useUnreadMessages = (): number => {
  const { status } = useSession();
  return countUnreadMessages({
    viewTimes: useViewTimes(),
    isRegistered: status === 'registered',
    hasReadAdminChat: useAdminChatRead(),
  });
};
