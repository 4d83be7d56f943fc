import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { haulQueryKey } from '../hauls/haul-api';
import { translateApiError } from '../i18n/translate-api-error';
import { useSession } from '../session/session-provider';
import { useNotify } from '../ui/use-notify';
import { outboxOf, removeFromOutbox, usePendingCount } from './outbox';
import { type ReplayOutcome, refusalReasonOf, replayOutbox } from './outbox-replay';
import { forgetMovePhotos, sendMove } from './send-move';
import { useIsOnline } from './use-is-online';

/**
 * One sender at a time, across the app's tabs too (Web Locks where the browser has them): two tabs sending the same
 * saved completion would make the second one's "already completed" look like a conflict to the driver.
 */
const exclusively = (run: () => Promise<void>): Promise<void> =>
  'locks' in navigator ? navigator.locks.request('freight-outbox', run) : run();

const showLatest = (queryClient: QueryClient, haulId: string) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: haulQueryKey(haulId) }),
    queryClient.invalidateQueries({ queryKey: ['hauls'] }),
  ]);

/**
 * Sends the moves a driver made with no signal as soon as there is one (at start, and whenever the device comes
 * back online, or the app is brought back to the screen, which on a weak signal that never went "offline" is
 * the driver's own retry), and tells how each went: "Sent: picked up", or why the server said no, in the driver's language.
 */
export const OutboxSync = () => {
  const { user } = useSession();
  const userId = user?.id;
  const isOnline = useIsOnline();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { t } = useTranslation('offline');
  const { t: tErrors } = useTranslation('errors');
  const isSending = useRef(false);
  const pendingCount = usePendingCount(userId);
  const [wakeCount, setWakeCount] = useState(0);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') setWakeCount((count) => count + 1);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  useEffect(() => {
    // Read by the effect only to run again when a move is saved or the app comes back to the screen.
    void wakeCount;
    if (!userId || !isOnline || isSending.current || pendingCount === 0) return;
    isSending.current = true;
    const settle = (result: ReplayOutcome) => {
      const { item } = result;
      removeFromOutbox(item.id);
      void forgetMovePhotos(item);
      void showLatest(queryClient, item.haulId);
      if (result.outcome === 'sent') {
        notify.success(t(`sent.${item.kind}`, { load: item.cargoName }));
        return;
      }
      const reasonKey = refusalReasonOf(result.error);
      const reason = reasonKey ? t(`reason.${reasonKey}`) : translateApiError(tErrors, result.error);
      notify.error(t(`refused.${item.kind}`, { load: item.cargoName, reason }));
    };
    void exclusively(async () => {
      // Read again inside the lock: another tab may have sent some meanwhile.
      await replayOutbox(outboxOf(userId), sendMove, settle);
    }).finally(() => {
      isSending.current = false;
    });
  }, [userId, isOnline, pendingCount, wakeCount, queryClient, notify, t, tErrors]);

  return null;
};
