import { describe, expect, it } from 'vitest';
import { checkBankDetails, isValidAbaRouting, maskAccountNumber } from './bank-details';

describe('checkBankDetails', () => {
  it('accepts a Canadian institution, transit and account, dropping spaces and dashes', () => {
    expect(
      checkBankDetails({ bank_institution: '001', bank_transit: '12345', bank_account: '1234-567' }, 'CAN'),
    ).toEqual({
      ok: true,
      details: { bank_institution: '001', bank_transit: '12345', bank_account: '1234567' },
    });
  });

  it('names each Canadian field of the wrong length', () => {
    expect(checkBankDetails({ bank_institution: '01', bank_transit: '123', bank_account: '12' }, 'CAN')).toEqual({
      ok: false,
      fields: {
        bank_institution: 'The institution number has 3 digits.',
        bank_transit: 'The transit number has 5 digits.',
        bank_account: 'The account number has 7 to 12 digits.',
      },
    });
  });

  it('checks a US routing number by its check digit', () => {
    // 011000015: 3·0 + 7·1 + 1 + 3·0 + 7·0 + 0 + 3·0 + 7·1 + 5 = 20, a multiple of 10.
    expect(isValidAbaRouting('011000015')).toBe(true);
    expect(isValidAbaRouting('011000016')).toBe(false);
    expect(
      checkBankDetails({ bank_institution: '', bank_transit: '011000015', bank_account: '000123456789' }, 'USA').ok,
    ).toBe(true);
    expect(
      checkBankDetails({ bank_institution: '', bank_transit: '123456789', bank_account: '000123456789' }, 'USA'),
    ).toEqual({
      ok: false,
      fields: { bank_transit: 'Enter the 9-digit routing number.' },
    });
  });
});

describe('maskAccountNumber', () => {
  it('shows only the last four digits', () => {
    expect(maskAccountNumber('1234567')).toBe('••••4567');
    expect(maskAccountNumber('123')).toBe('•••');
  });
});
