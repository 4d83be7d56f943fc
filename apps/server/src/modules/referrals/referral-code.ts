import { randomInt } from 'node:crypto';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789';
const LENGTH = 10;

/**
 * A referral code: 10 characters from 57 that cannot be misread (no 0/O, 1/l/I), about 58 bits drawn from the
 * system's secure generator, so it is short enough for a text message and cannot be guessed or enumerated.
 */
export const generateReferralCode = (): string => {
  let code = '';
  for (let index = 0; index < LENGTH; index += 1) code += ALPHABET[randomInt(ALPHABET.length)];
  return code;
};
