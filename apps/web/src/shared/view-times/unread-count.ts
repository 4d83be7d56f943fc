import type { Chat, ViewTimes } from '@freight/domain';

/** Unread messages as the user should see them: the server's count plus the support welcome until it is opened. */
export const countUnreadMessages = ({
  viewTimes,
  isRegistered,
  hasReadAdminChat,
}: {
  viewTimes: ViewTimes;
  isRegistered: boolean;
  hasReadAdminChat: boolean;
}): number => {
  if (!isRegistered) return 0;
  return viewTimes.message_count + (hasReadAdminChat ? 0 : 1);
};

/**
 * A conversation's unread count as its row in the messenger shows it: the support conversation carries the welcome
 * that countUnreadMessages adds until it is opened, so the Chat tab's count is always one the user can find.
 */
export const unreadInChat = (chat: Pick<Chat, 'unread' | 'kind'>, hasReadAdminChat: boolean): number =>
  chat.unread + (chat.kind === 'support' && !hasReadAdminChat ? 1 : 0);

/** The page title with the unread count in front, the way mail and chat apps show it in a browser tab. */
export const titleWithUnread = (title: string, unread: number): string => (unread > 0 ? `(${unread}) ${title}` : title);
