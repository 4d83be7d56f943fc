import type { Haul } from '@freight/domain';
import { useTranslation } from 'react-i18next';
import { ApiRequestError } from '../api/api-request-error';
import { useSession } from '../session/session-provider';
import { useNotify } from '../ui/use-notify';
import { addToOutbox, type OutboxMove } from './outbox';

/**
 * Whether a move should wait in the outbox rather than be sent now: the device says it has no network. A request
 * tried and lost on the way (`isLostOnTheWay`) is saved as well, after the fact.
 */
export const mustWaitForSignal = (): boolean => !navigator.onLine;

/** A request that got no answer at all: it may or may not have reached the server, so sending it again must be safe. */
export const isLostOnTheWay = (error: unknown): boolean => error instanceof ApiRequestError && error.status === 0;

/** Saves a move on a load for when the signal returns, and tells the driver so. */
export const useSaveMove = () => {
  const { user } = useSession();
  const { t } = useTranslation('offline');
  const notify = useNotify();
  return (haul: Pick<Haul, 'id' | 'load'>, move: OutboxMove) => {
    if (!user) return;
    addToOutbox({ ...move, userId: user.id, haulId: haul.id, cargoName: haul.load.make_model });
    notify.success(t(`saved.${move.kind}`));
  };
};
