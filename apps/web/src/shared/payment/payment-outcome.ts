import { PAYMENT_FAILURE_PREFIX, PAYMENT_NO_RESPONSE, type PayResponse } from '@freight/domain';

/**
 * What `POST /purchase/pay/` answered, read for the screen: paid; declined with the card company's own words (kept
 * as they said them: they are theirs, not ours to translate); or no answer from the gateway, which means nobody knows
 * yet whether the card was charged.
 */
export type PaymentOutcome = { kind: 'paid' } | { kind: 'declined'; said: string } | { kind: 'no_response' };

export const paymentOutcomeOf = (answer: PayResponse): PaymentOutcome => {
  if (answer.success) return { kind: 'paid' };
  const said = answer.message.startsWith(PAYMENT_FAILURE_PREFIX)
    ? answer.message.slice(PAYMENT_FAILURE_PREFIX.length).trim()
    : answer.message.trim();
  // The server ends the words with a full stop ("No response."); older answers had none.
  if (said === '' || said.replace(/\.$/, '') === PAYMENT_NO_RESPONSE) return { kind: 'no_response' };
  return { kind: 'declined', said };
};

/**
 * Whether the next attempt needs a new idempotency key. The server answers a repeated key with the first attempt's
 * answer, so after a decline (a settled attempt) trying another card needs a new key. Anything else keeps the key:
 * a double click, a lost connection or a gateway that did not answer must find the first attempt, never pay twice.
 */
export const needsNewKey = (outcome: PaymentOutcome | null): boolean => outcome?.kind === 'declined';
