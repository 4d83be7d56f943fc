import { useEffect, useRef } from 'react';
import { onRealtimeEvent, type RealtimeEventOf, type RealtimeEventType } from './realtime-events';

/**
 * Runs `handler` for each event of `type` pushed over the WebSocket while the calling component is mounted (e.g. the
 * messenger appending a chat message without refetching). The caches every screen shares are already invalidated by
 * RealtimeSync; this is for what a screen does on top. Nothing arrives for visitors and temporary accounts, and
 * nothing while the socket is down: screens must not depend on it (badges still poll every 5 minutes).
 */
export const useRealtimeEvent = <T extends RealtimeEventType>(
  type: T,
  handler: (event: RealtimeEventOf<T>) => void,
): void => {
  // The latest handler, without resubscribing on every render.
  const latest = useRef(handler);
  useEffect(() => {
    latest.current = handler;
  });
  useEffect(
    () =>
      onRealtimeEvent((event) => {
        if (event.type === type) latest.current(event as RealtimeEventOf<T>);
      }),
    [type],
  );
};
