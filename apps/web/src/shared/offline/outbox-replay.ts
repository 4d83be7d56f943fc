import { ApiRequestError } from '../api/api-request-error';
import type { OutboxItem } from './outbox';

/** How one saved move went once the signal was back. */
export type ReplayOutcome =
  | { item: OutboxItem; outcome: 'sent' }
  /** The server said no for good (the load was cancelled or given to another driver, a wrong code): not retried. */
  | { item: OutboxItem; outcome: 'refused'; error: ApiRequestError };

/**
 * A refusal that means the move had already been made: the first try reached the server but its answer was lost on
 * the way back. Picking up again is answered with the load as it is, so only completing needs this.
 */
const wasAlreadyDone = (item: OutboxItem, error: ApiRequestError) =>
  item.kind === 'complete' && error.code === 'haul_already_completed';

/**
 * Worth trying again later rather than telling the driver "no": no answer at all, the server in trouble, or a key
 * that stopped working (the session sorts that out, and the move waits for the driver to log in again).
 */
const isTemporary = (error: unknown) =>
  !(error instanceof ApiRequestError) || error.status === 0 || error.status === 401 || error.status >= 500;

/**
 * Sends saved moves one at a time, oldest first (picked up before delivered), reporting each as it settles. Stops at
 * the first that cannot get through now and leaves it and the rest for the next try. Returns whether all were settled.
 */
export const replayOutbox = async (
  items: OutboxItem[],
  send: (item: OutboxItem) => Promise<unknown>,
  settle: (result: ReplayOutcome) => void,
): Promise<boolean> => {
  for (const item of items) {
    try {
      await send(item);
      settle({ item, outcome: 'sent' });
    } catch (error) {
      if (isTemporary(error)) return false;
      const refusal = error as ApiRequestError;
      settle(wasAlreadyDone(item, refusal) ? { item, outcome: 'sent' } : { item, outcome: 'refused', error: refusal });
    }
  }
  return true;
};

/** Refusals a driver meets when the load changed while they had no signal, and the words that explain them. */
const REASONS: Record<string, 'wrongCode' | 'notYours' | 'moved'> = {
  delivery_code_wrong: 'wrongCode',
  // The driver no longer holds it: the shipper rejected them or it went to another driver (spec: a held load's
  // moves answer "no such haul" to anyone but its driver).
  not_found: 'notYours',
  haul_action_not_allowed: 'moved',
  haul_not_pickable: 'moved',
  haul_not_completable: 'moved',
  haul_not_travelling: 'moved',
};

/** The offline catalogue's explanation of a refusal, or null to use the errors catalogue's words for its code. */
export const refusalReasonOf = (error: ApiRequestError): 'wrongCode' | 'notYours' | 'moved' | null =>
  REASONS[error.code] ?? null;
