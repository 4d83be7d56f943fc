import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { fieldCodeParams } from '../errors/field-codes';
import { normalizeEmail } from './account-rules';

// Apart from the other account rules because of its metadata (about 30 KB gzipped): the web's first load uses the
// email and password rules, and only the account forms need phone numbers (issue 22).

/**
 * North American numbers to E.164 (`+13065550142`); numbers written with a leading `+` keep their own country.
 * Returns null for anything that is not a possible phone number, so login and uniqueness compare one form.
 */
export const normalizePhone = (input: string): string | null => {
  const parsed = parsePhoneNumberFromString(input.trim(), 'CA');
  return parsed?.isPossible() ? parsed.number : null;
};

/** A stored E.164 number as people write it: `(306) 555-0142` at home in North America, `+44 20 7946 0958` abroad. */
export const formatPhone = (e164: string): string => {
  const parsed = parsePhoneNumberFromString(e164);
  if (!parsed) return e164;
  return parsed.countryCallingCode === '1' ? parsed.formatNational() : parsed.formatInternational();
};

/** Email or phone typed into one login box: an `@` means email. */
export const classifyLoginIdentifier = (
  input: string,
): { kind: 'email'; email: string } | { kind: 'phone'; telephone: string } | null => {
  const trimmed = input.trim();
  if (!trimmed) return null;
  if (trimmed.includes('@')) return { kind: 'email', email: normalizeEmail(trimmed) };
  const telephone = normalizePhone(trimmed);
  return telephone ? { kind: 'phone', telephone } : null;
};

export const PhoneSchema = z
  .string()
  .trim()
  .refine((value) => normalizePhone(value) !== null, {
    message: 'Enter a phone number with its area code.',
    ...fieldCodeParams('invalid_phone'),
  });
