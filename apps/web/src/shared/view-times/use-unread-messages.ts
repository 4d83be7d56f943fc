import { useSession } from '../session/session-provider';
import { useAdminChatRead } from './admin-chat-read';
import { countUnreadMessages } from './unread-count';
import { useViewTimes } from './view-times-api';

export const useUnreadMessages = (): number => {
  const { status } = useSession();
  return countUnreadMessages({
    viewTimes: useViewTimes(),
    isRegistered: status === 'registered',
    hasReadAdminChat: useAdminChatRead(),
  });
};
