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
const mustWaitForSignal = (): boolean => !navigator.onLine;

/** A request that got no answer at all: it may or may not have reached the server, so sending it again must be safe. */
export const isLostOnTheWay = (error: unknown): boolean => error instanceof ApiRequestError && error.status === 0;

/**
 * Sends a move now, or keeps it for when the signal returns: at once with no network, or after a request that got no
 * answer (sending it again is safe: a repeated pickup keeps the first inspection, a repeated completion counts as
 * done, a location is one more point). Any other refusal is thrown for the caller to show. Answers which happened.
 */
export const sendNowOrSave = async (
  send: () => Promise<unknown>,
  saveForLater: () => void | Promise<void>,
): Promise<'sent' | 'saved'> => {
  if (mustWaitForSignal()) {
    await saveForLater();
    return 'saved';
  }
  try {
    await send();
    return 'sent';
  } catch (error) {
    if (!isLostOnTheWay(error)) throw error;
    await saveForLater();
    return 'saved';
  }
};

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
