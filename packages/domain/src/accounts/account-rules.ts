import { parsePhoneNumberFromString } from 'libphonenumber-js/min';
import { z } from 'zod';
import { fieldCodeParams } from '../errors/field-codes';

/** Messages the spec quotes (sections 5 and 8); the web shows these, the server sends them as `detail`. */
export const ACCOUNT_MESSAGES = {
  loginFailed: 'Could not log in. Please try again.',
  resetNeedsEmailOrPhone: 'Please fill in your email or phone number',
  resetUserNotFound: 'We could not find an account with that email or phone number.',
  resetLinkSent: 'We sent you a link to reset your password. Check your email.',
  verifyLinkSent: 'We sent you a link to confirm your email address.',
  passwordsDiffer: 'The two passwords do not match.',
  emailTaken: 'An account with this email already exists. Log in instead.',
  phoneTaken: 'An account with this phone number already exists. Log in instead.',
  codeInvalid: 'This link has expired or was already used. Ask for a new one.',
  wrongPassword: 'Your current password is not correct.',
} as const;

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

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

export const normalizeEmail = (input: string): string => input.trim().toLowerCase();

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

export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

export const PhoneSchema = z
  .string()
  .trim()
  .refine((value) => normalizePhone(value) !== null, {
    message: 'Enter a phone number with its area code.',
    ...fieldCodeParams('invalid_phone'),
  });

export const EmailSchema = z.string().trim().pipe(z.email('Enter a valid email address.'));
