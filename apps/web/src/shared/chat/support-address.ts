import { paths } from '../navigation/paths';

/**
 * messenger/support stands for "my support conversation", whatever its id: the menu links there, and the chat
 * page opens (or starts) the conversation and puts its real address in place.
 */
export const SUPPORT_CHAT_ADDRESS = 'support';

export const supportChatHref = () => paths.messenger.chat.getHref({ chatId: SUPPORT_CHAT_ADDRESS });
