import { describe, expect, it } from 'vitest';
import { countUnreadMessages, titleWithUnread, unreadInChat } from './unread-count';

const viewTimes = (message_count: number) => ({ message_count, posted_count: 4, self_count: 2 });

describe('countUnreadMessages', () => {
  it('adds the unopened support welcome to the unread messages', () => {
    expect(countUnreadMessages({ viewTimes: viewTimes(2), isRegistered: true, hasReadAdminChat: false })).toBe(3);
  });

  it('counts only real messages once the support chat was opened', () => {
    expect(countUnreadMessages({ viewTimes: viewTimes(2), isRegistered: true, hasReadAdminChat: true })).toBe(2);
    expect(countUnreadMessages({ viewTimes: viewTimes(0), isRegistered: true, hasReadAdminChat: true })).toBe(0);
  });

  it('shows temporary visitors nothing unread', () => {
    expect(countUnreadMessages({ viewTimes: viewTimes(5), isRegistered: false, hasReadAdminChat: false })).toBe(0);
  });
});

describe('titleWithUnread', () => {
  it('puts the count in front of the title, and leaves the title alone when nothing is unread', () => {
    expect(titleWithUnread('Messenger · Haulage', 3)).toBe('(3) Messenger · Haulage');
    expect(titleWithUnread('Messenger · Haulage', 0)).toBe('Messenger · Haulage');
  });
});

describe('unreadInChat', () => {
  it('shows the unopened welcome on the support conversation, so the Chat tab counts only what the list shows', () => {
    const support = { kind: 'support' as const, unread: 0 };
    const haulChat = { kind: 'haul' as const, unread: 2 };
    expect(unreadInChat(support, false)).toBe(1);
    expect(unreadInChat(support, true)).toBe(0);
    expect(unreadInChat(haulChat, false)).toBe(2);
    const listed = unreadInChat(support, false) + unreadInChat(haulChat, false);
    expect(listed).toBe(countUnreadMessages({ viewTimes: viewTimes(2), isRegistered: true, hasReadAdminChat: false }));
  });
});
