import { QueryClient, type QueryKey } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { applyRealtimeEvent, refreshAfterRealtimeGap } from './realtime-invalidation';

const USER = '0190a2b4-0000-7000-8000-00000000000a';
const HAUL = '0190a2b4-0000-7000-8000-000000000001';
const OTHER_HAUL = '0190a2b4-0000-7000-8000-000000000002';
const CHAT = '0190a2b4-0000-7000-8000-000000000003';

const KEYS = {
  viewTimes: ['view-times', USER],
  haul: ['haul', HAUL],
  otherHaul: ['haul', OTHER_HAUL],
  myLoads: ['hauls', 'posted', 1],
  alerts: ['hauls', 'alerts', 'dashboard', 5],
  search: ['haul-search', 'results', {}],
  chatList: ['chats', 'list', USER],
  chat: ['chats', 'one', CHAT],
  profile: ['session', 'profile'],
} satisfies Record<string, QueryKey>;

/** A cache holding every kind of query the events concern, all fresh. */
const filledCache = () => {
  const queryClient = new QueryClient();
  for (const key of Object.values(KEYS)) queryClient.setQueryData(key, { loaded: true });
  return queryClient;
};

const staleKeys = (queryClient: QueryClient) =>
  Object.entries(KEYS)
    .filter(([, key]) => queryClient.getQueryState(key)?.isInvalidated)
    .map(([name]) => name)
    .sort();

describe('applyRealtimeEvent', () => {
  it('refreshes the haul, the load lists, search and the badges when a haul changes status', () => {
    const queryClient = filledCache();
    applyRealtimeEvent(queryClient, { type: 'haul_status', haul_id: HAUL, status: 'accepted' }, USER);
    expect(staleKeys(queryClient)).toEqual(['alerts', 'haul', 'myLoads', 'search', 'viewTimes']);
  });

  it('refreshes the conversation list and the badges on a chat message, marking the conversation stale', () => {
    const queryClient = filledCache();
    const message = { ids: [CHAT], created: '2026-06-01T15:00:00.000Z', user: USER, message_body: 'hi', pictures: [] };
    applyRealtimeEvent(queryClient, { type: 'chat_message', chat_id: CHAT, message }, USER);
    expect(staleKeys(queryClient)).toEqual(['chat', 'chatList', 'viewTimes']);
  });

  it('refreshes the alerts, search and badges on a load alert', () => {
    const queryClient = filledCache();
    applyRealtimeEvent(queryClient, { type: 'load_alert', haul_id: HAUL }, USER);
    expect(staleKeys(queryClient)).toEqual(['alerts', 'search', 'viewTimes']);
  });

  it('writes pushed badge counts straight into the cache, and refetches when none came with the event', () => {
    const queryClient = filledCache();
    const counts = { message_count: 2, posted_count: 1, self_count: 0 };
    applyRealtimeEvent(queryClient, { type: 'view_times', view_times: counts }, USER);
    expect(queryClient.getQueryData(KEYS.viewTimes)).toEqual(counts);
    expect(staleKeys(queryClient)).toEqual([]);
    applyRealtimeEvent(queryClient, { type: 'view_times' }, USER);
    expect(staleKeys(queryClient)).toEqual(['viewTimes']);
  });
});

describe('refreshAfterRealtimeGap', () => {
  it('refreshes everything events would have refreshed, and leaves the rest alone', () => {
    const queryClient = filledCache();
    refreshAfterRealtimeGap(queryClient);
    expect(staleKeys(queryClient)).toEqual(
      ['alerts', 'chat', 'chatList', 'haul', 'myLoads', 'otherHaul', 'search', 'viewTimes'].sort(),
    );
  });
});
