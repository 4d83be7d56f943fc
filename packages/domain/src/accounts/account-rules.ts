import { z } from 'zod';

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

export const normalizeEmail = (input: string): string => input.trim().toLowerCase();

export const PasswordSchema = z
  .string()
  .min(PASSWORD_MIN_LENGTH, `Use at least ${PASSWORD_MIN_LENGTH} characters.`)
  .max(PASSWORD_MAX_LENGTH, `Use at most ${PASSWORD_MAX_LENGTH} characters.`);

export const EmailSchema = z.string().trim().pipe(z.email('Enter a valid email address.'));
