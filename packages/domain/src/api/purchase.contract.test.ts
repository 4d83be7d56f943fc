import { describe, expect, it } from 'vitest';
import {
  hasValidCardChecksum,
  PAYMENT_SUCCESS_MESSAGE,
  PayBodySchema,
  paymentFailureMessage,
  RequestPaymentBodySchema,
  stripCardNumber,
} from './purchase.contract';

const HAUL = '0197a000-0000-7000-8000-000000000001';

describe('PayBodySchema', () => {
  it('strips non-digits from the card number (spec 5)', () => {
    const parsed = PayBodySchema.parse({ pan: ' 4242-4242 4242.4242 ', expdate: '0931', cvc: '123', haul_id: HAUL });
    expect(parsed.pan).toBe('4242424242424242');
    expect(stripCardNumber('5555 5555 5555 4444')).toBe('5555555555554444');
  });

  it('checks the Luhn digit', () => {
    expect(hasValidCardChecksum('4242424242424242')).toBe(true);
    expect(hasValidCardChecksum('4242424242424241')).toBe(false);
    expect(hasValidCardChecksum('')).toBe(false);
  });

  it.each([
    [{ pan: '4242424242424242', expdate: '1331', cvc: '123', haul_id: HAUL }, 'expdate'],
    [{ pan: '4242424242424242', expdate: '0931', cvc: '12345', haul_id: HAUL }, 'cvc'],
    [{ pan: '4242424242424242', expdate: '0931', haul_id: HAUL }, 'cvc'],
    [{ pan: '4242424242424242', expdate: '0931', cvc: '123' }, 'haul_id'],
    [{ payment_method: 'pm_card_visa', haul_id: HAUL, driver: true, level: 1 }, 'haul_id'],
    [{ payment_method: 'pm_card_visa', driver: true }, 'level'],
  ])('refuses %j naming %s', (body, field) => {
    const result = PayBodySchema.safeParse(body);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });

  it('takes a provider token in place of the card fields, and a plan in place of a load', () => {
    expect(PayBodySchema.safeParse({ payment_method: 'pm_card_visa', driver: true, level: 2 }).success).toBe(true);
  });
});

describe('RequestPaymentBodySchema', () => {
  it('needs a load or a plan level', () => {
    expect(RequestPaymentBodySchema.safeParse({ haul_id: HAUL }).data).toEqual({ haul_id: HAUL, note: '' });
    expect(RequestPaymentBodySchema.safeParse({ driver: true }).success).toBe(false);
    expect(RequestPaymentBodySchema.safeParse({}).success).toBe(false);
  });
});

describe('payment messages (spec 8)', () => {
  it('are word for word', () => {
    expect(PAYMENT_SUCCESS_MESSAGE).toBe(
      'Your payment was processed successfully. Check your email for a transaction record.',
    );
    expect(paymentFailureMessage('Your card was declined.')).toBe(
      'Your payment could not be processed. Your credit card company said: Your card was declined.',
    );
    expect(paymentFailureMessage('  ')).toBe(
      'Your payment could not be processed. Your credit card company said: No response.',
    );
  });

  it('end the card company’s words with one full stop, never two', () => {
    expect(paymentFailureMessage('Card blocked')).toBe(
      'Your payment could not be processed. Your credit card company said: Card blocked.',
    );
    expect(paymentFailureMessage('Do not honour!')).toMatch(/said: Do not honour!$/);
    expect(paymentFailureMessage('카드가 거절되었습니다。')).toMatch(/거절되었습니다。$/);
  });
});
