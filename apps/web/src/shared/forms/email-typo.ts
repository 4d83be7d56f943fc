import { POPULAR_DOMAINS, run } from '@zootools/email-spell-checker';

/** Providers many of our users (prairie farms, small towns across Canada and the US) have addresses at. */
const CANADIAN_DOMAINS = [
  'sasktel.net',
  'shaw.ca',
  'telus.net',
  'rogers.com',
  'bell.net',
  'videotron.ca',
  'hotmail.ca',
  'live.ca',
  'yahoo.ca',
  'xplornet.com',
  'mts.net',
];

const DOMAINS = [...POPULAR_DOMAINS, ...CANADIAN_DOMAINS];

/**
 * Spec 5: an email typed in the quote dialog is checked ("Possible error with your email"); the referral invite and
 * sign-up check theirs the same way. Returns the address the user probably meant ("farmer@gmial.com" ->
 * "farmer@gmail.com"), or null when nothing looks off.
 */
export const suggestEmail = (email: string): string | null => {
  const trimmed = email.trim();
  if (!trimmed.includes('@')) return null;
  const suggestion = run({ email: trimmed, domains: DOMAINS });
  return suggestion && suggestion.full !== trimmed.toLowerCase() ? suggestion.full : null;
};
