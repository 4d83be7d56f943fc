import { describe, expect, it } from 'vitest';
import { classifyLoginIdentifier, formatPhone, normalizePhone } from './phone-number';

describe('normalizePhone', () => {
  it.each([
    ['(306) 555-0142', '+13065550142'],
    ['306.555.0142', '+13065550142'],
    ['1 306 555 0142', '+13065550142'],
    ['+1 (212) 555-0100', '+12125550100'],
    ['+44 20 7946 0958', '+442079460958'],
  ])('writes %s as %s', (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each(['', '12', 'call me', '555'])('refuses %j', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});

describe('formatPhone', () => {
  it('writes North American numbers the local way and others internationally', () => {
    expect(formatPhone('+13065550142')).toBe('(306) 555-0142');
    expect(formatPhone('+442079460958')).toBe('+44 20 7946 0958');
  });

  it('round-trips through normalizePhone', () => {
    expect(normalizePhone(formatPhone('+13065550142'))).toBe('+13065550142');
  });
});

describe('classifyLoginIdentifier', () => {
  it('reads an address with @ as an email, lower-cased', () => {
    expect(classifyLoginIdentifier(' Farmer@Example.CA ')).toEqual({ kind: 'email', email: 'farmer@example.ca' });
  });

  it('reads digits as a phone number', () => {
    expect(classifyLoginIdentifier('306-555-0142')).toEqual({ kind: 'phone', telephone: '+13065550142' });
  });

  it('refuses an empty or meaningless identifier', () => {
    expect(classifyLoginIdentifier('   ')).toBeNull();
    expect(classifyLoginIdentifier('hello')).toBeNull();
  });
});
