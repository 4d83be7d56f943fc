import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { reportUnauthorized, useToken } from '../session/session';
import { useSession } from '../session/session-provider';
import type { RealtimeConnection } from './realtime-connection';
import { emitRealtimeEvent } from './realtime-events';
import { applyRealtimeEvent, refreshAfterRealtimeGap } from './realtime-invalidation';

/**
 * Keeps one WebSocket open for a signed-in registered user (temporary visitors have no messages or badges to push),
 * opened again for a new key and closed at logout. Events refresh the shared caches and reach screens through
 * useRealtimeEvent. Mounted once, in the app's providers.
 */
export const RealtimeSync = (): null => {
  const queryClient = useQueryClient();
  const { status, user } = useSession();
  const token = useToken();
  const userId = status === 'registered' ? user?.id : undefined;

  useEffect(() => {
    if (!userId || !token) return;
    let connection: RealtimeConnection | undefined;
    let isClosed = false;
    const open = ({ openRealtimeConnection, realtimeUrl }: typeof import('./realtime-connection')) => {
      if (isClosed) return;
      connection = openRealtimeConnection({
        url: realtimeUrl(window.location),
        token,
        onEvent: (event) => {
          applyRealtimeEvent(queryClient, event, userId);
          emitRealtimeEvent(event);
        },
        onSubscribed: (isReconnect) => {
          if (isReconnect) refreshAfterRealtimeGap(queryClient);
        },
        // As for a request refused with 401: the session layer drops the key and starts over.
        onUnauthorized: () => reportUnauthorized(token),
      });
    };
    // The socket's code and its event schema (zod) are fetched only for a registered user, never on a visitor's
    // first load.
    void import('./realtime-connection').then(open);
    const backOnline = () => connection?.reconnectNow();
    window.addEventListener('online', backOnline);
    return () => {
      isClosed = true;
      window.removeEventListener('online', backOnline);
      connection?.close();
    };
  }, [queryClient, token, userId]);

  return null;
};
