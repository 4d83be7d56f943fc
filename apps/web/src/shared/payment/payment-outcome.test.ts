import { PAYMENT_SUCCESS_MESSAGE, paymentFailureMessage } from '@freight/domain';
import { describe, expect, it } from 'vitest';
import { needsNewKey, paymentOutcomeOf } from './payment-outcome';

describe('paymentOutcomeOf', () => {
  it('reads a success', () => {
    expect(paymentOutcomeOf({ success: true, message: PAYMENT_SUCCESS_MESSAGE })).toEqual({ kind: 'paid' });
  });

  it("keeps the card company's words of a decline", () => {
    const answer = { success: false, message: paymentFailureMessage('Your card was declined.') };
    expect(paymentOutcomeOf(answer)).toEqual({ kind: 'declined', said: 'Your card was declined.' });
    const unfinished = { success: false, message: paymentFailureMessage('Card blocked') };
    expect(paymentOutcomeOf(unfinished)).toEqual({ kind: 'declined', said: 'Card blocked.' });
  });

  it('tells a gateway that did not answer from a decline', () => {
    expect(paymentOutcomeOf({ success: false, message: paymentFailureMessage(null) })).toEqual({
      kind: 'no_response',
    });
    const withoutStop = 'Your payment could not be processed. Your credit card company said: No response';
    expect(paymentOutcomeOf({ success: false, message: withoutStop })).toEqual({ kind: 'no_response' });
  });

  it('takes a failure message without the usual opening as the card company’s words', () => {
    expect(paymentOutcomeOf({ success: false, message: 'Card blocked' })).toEqual({
      kind: 'declined',
      said: 'Card blocked',
    });
  });
});

describe('needsNewKey', () => {
  it('makes a new key only after a settled decline, so another card can be tried', () => {
    expect(needsNewKey({ kind: 'declined', said: 'Your card was declined.' })).toBe(true);
  });

  it('keeps the key after no answer, a success or nothing yet, so a retry finds the first attempt', () => {
    expect(needsNewKey({ kind: 'no_response' })).toBe(false);
    expect(needsNewKey({ kind: 'paid' })).toBe(false);
    expect(needsNewKey(null)).toBe(false);
  });
});
