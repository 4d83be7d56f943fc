import { describe, expect, it } from 'vitest';
import {
  cardProblemsOf,
  caretAfterDigits,
  digitsBefore,
  expdateProblemOf,
  formatCardNumber,
  readCvc,
  readExpdate,
} from './card-fields';

const NOVEMBER_2026 = new Date(2026, 10, 23, 12);

describe('formatCardNumber', () => {
  it.each([
    ['', ''],
    ['4', '4'],
    ['4242', '4242'],
    ['42424', '4242 4'],
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242-4242 4242.4242', '4242 4242 4242 4242'],
    ['abc4242x4242', '4242 4242'],
    ['4242 4242 4242 4242 ', '4242 4242 4242 4242'],
  ])('shows %j as %j: non-digits stripped, groups of 4', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });

  it('stops at 19 digits, the longest card numbers', () => {
    expect(formatCardNumber('1234567890123456789012')).toBe('1234 5678 9012 3456 789');
  });
});

describe('keeping the caret on its digit', () => {
  it('counts the digits before the caret, ignoring spaces and dashes', () => {
    expect(digitsBefore('4242 42-42', 8)).toBe(6);
    expect(digitsBefore('4242', 0)).toBe(0);
  });

  it('puts the caret after the same digit in the reformatted number', () => {
    // Someone types a 9 after the fifth digit of "4242 4242": the field now holds "4242 49242", caret after the 9.
    const typed = '4242 49242';
    const formatted = formatCardNumber(typed);
    expect(formatted).toBe('4242 4924 2');
    expect(caretAfterDigits(formatted, digitsBefore(typed, 7))).toBe(7);
    expect(caretAfterDigits('4242 4242', 4)).toBe(4);
    expect(caretAfterDigits('4242 4242', 0)).toBe(0);
    expect(caretAfterDigits('4242', 9)).toBe(4);
  });
});

describe('readExpdate and readCvc', () => {
  it('keeps the digits of MMYY only, at most four', () => {
    expect(readExpdate('09/28')).toBe('0928');
    expect(readExpdate('09/2028')).toBe('0920');
    expect(readCvc('12a34 5')).toBe('1234');
  });
});

describe('expdateProblemOf (MMYY)', () => {
  it.each([
    ['', 'missing'],
    ['928', 'invalid'],
    ['1328', 'invalid'],
    ['0028', 'invalid'],
    ['09/28', 'invalid'],
    ['1026', 'expired'],
    ['1225', 'expired'],
  ])('%j is %s', (mmyy, problem) => {
    expect(expdateProblemOf(mmyy, NOVEMBER_2026)).toBe(problem);
  });

  it.each(['1126', '1226', '0127', '0999'])(
    '%j is good in November 2026: a card lasts to the end of its month',
    (mmyy) => {
      expect(expdateProblemOf(mmyy, NOVEMBER_2026)).toBeNull();
    },
  );
});

describe('cardProblemsOf', () => {
  it('accepts the sandbox success card however it was spaced', () => {
    expect(cardProblemsOf({ pan: '4242 4242 4242 4242', expdate: '0928', cvc: '123' }, NOVEMBER_2026)).toEqual({});
  });

  it('names every field that is missing', () => {
    expect(cardProblemsOf({ pan: '', expdate: '', cvc: '' }, NOVEMBER_2026)).toEqual({
      pan: 'missing',
      expdate: 'missing',
      cvc: 'missing',
    });
  });

  it('catches a mistyped digit by the checksum, a short number and a short CVC', () => {
    expect(cardProblemsOf({ pan: '4242 4242 4242 4241', expdate: '0928', cvc: '12' }, NOVEMBER_2026)).toEqual({
      pan: 'invalid',
      cvc: 'invalid',
    });
    expect(cardProblemsOf({ pan: '4242 42', expdate: '0928', cvc: '1234' }, NOVEMBER_2026)).toEqual({
      pan: 'invalid',
    });
  });

  it('refuses an expired card before asking the gateway', () => {
    expect(cardProblemsOf({ pan: '4242424242424242', expdate: '0126', cvc: '123' }, NOVEMBER_2026)).toEqual({
      expdate: 'expired',
    });
  });
});
