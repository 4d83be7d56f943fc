/**
 * Deposit details (spec 3, Bank: bank_institution, bank_transit, bank_account), checked against the Canadian and US
 * formats and never shown whole again once saved.
 *
 * Canada (Payments Canada): a 3-digit financial institution number, a 5-digit branch transit number, and an account
 * number of 7 to 12 digits. United States: a 9-digit ABA routing number (its check digit: 3, 7 and 1 weights, sum a
 * multiple of 10) and an account number of 4 to 17 digits; `bank_institution` is then left empty.
 */
export type BankDetails = { bank_institution: string; bank_transit: string; bank_account: string };
export type BankCountry = 'CAN' | 'USA';

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** ABA routing number check: 3·d1 + 7·d2 + d3 + 3·d4 + 7·d5 + d6 + 3·d7 + 7·d8 + d9 ≡ 0 (mod 10). */
export const isValidAbaRouting = (routing: string): boolean => {
  if (!/^\d{9}$/.test(routing)) return false;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7, 1];
  const sum = [...routing].reduce((total, digit, index) => total + Number(digit) * (weights[index] ?? 0), 0);
  return sum % 10 === 0;
};

export type BankCheck =
  | { ok: true; details: BankDetails }
  | { ok: false; fields: Partial<Record<keyof BankDetails, string>> };

/** Spaces and dashes are dropped; the rest must be digits of the country's lengths. */
export const checkBankDetails = (input: BankDetails, country: BankCountry): BankCheck => {
  const details = {
    bank_institution: digitsOnly(input.bank_institution),
    bank_transit: digitsOnly(input.bank_transit),
    bank_account: digitsOnly(input.bank_account),
  };
  const fields: Partial<Record<keyof BankDetails, string>> = {};
  if (country === 'CAN') {
    if (!/^\d{3}$/.test(details.bank_institution)) fields.bank_institution = 'The institution number has 3 digits.';
    if (!/^\d{5}$/.test(details.bank_transit)) fields.bank_transit = 'The transit number has 5 digits.';
    if (!/^\d{7,12}$/.test(details.bank_account)) fields.bank_account = 'The account number has 7 to 12 digits.';
  } else {
    if (details.bank_institution !== '') fields.bank_institution = 'US accounts have no institution number.';
    if (!isValidAbaRouting(details.bank_transit)) fields.bank_transit = 'Enter the 9-digit routing number.';
    if (!/^\d{4,17}$/.test(details.bank_account)) fields.bank_account = 'The account number has 4 to 17 digits.';
  }
  return Object.keys(fields).length === 0 ? { ok: true, details } : { ok: false, fields };
};

/** What any response shows of an account number: its last four digits ("••••6789"). */
export const maskAccountNumber = (account: string): string =>
  account.length <= 4 ? '•'.repeat(account.length) : `${'•'.repeat(4)}${account.slice(-4)}`;
