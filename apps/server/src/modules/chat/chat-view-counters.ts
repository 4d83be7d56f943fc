import type { ViewCounters } from '../view-times';
import { countUnreadMessages } from './chat-messages.repository';

/**
 * `message_count` of `GET /view_times/` (spec 7): unread messages in the user's conversations, and for staff the
 * users' messages in support conversations no staff member has read. The support welcome is not counted here; the
 * web adds it until the support chat is opened (`adminChatRead`).
 */
export const chatViewCounters: ViewCounters = {
  message_count: async ({ db, user }) =>
    user.status === 'temporary' ? 0 : countUnreadMessages(db, { id: user.id, isStaff: user.isStaff }),
};
