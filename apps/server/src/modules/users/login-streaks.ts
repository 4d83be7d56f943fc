import { classifyLoginIdentifier } from '@freight/domain';
import type { FailureDelayRule, FailureKey } from '../../platform/failure-delay';

const DAY_MS = 24 * 60 * 60_000;

/**
 * Login failures slow further tries down instead of locking the account (OWASP authentication cheat sheet: a lockout
 * lets anyone shut a known user out). Three streaks, each waiting 1 s, 2 s, 4 s ... once its free failures are spent:
 * - this account from this address: the attacker's own address, capped at 15 minutes (about 100 guesses a day);
 * - this account from any address: every address waits, but at most 30 s, so the real user trying from elsewhere
 *   is only mildly delayed while many addresses together still guess no faster than one try in 30 s;
 * - this address against any account: spraying one password over many accounts, capped at 15 minutes.
 */
const LOGIN_ACCOUNT_FROM_ADDRESS: FailureDelayRule = {
  name: 'login-account-ip',
  freeFailures: 3,
  maxDelayS: 15 * 60,
  forgetAfterMs: DAY_MS,
};
const LOGIN_ACCOUNT: FailureDelayRule = {
  name: 'login-account',
  freeFailures: 5,
  maxDelayS: 30,
  forgetAfterMs: DAY_MS,
};
const LOGIN_ADDRESS: FailureDelayRule = {
  name: 'login-ip',
  freeFailures: 20,
  maxDelayS: 15 * 60,
  forgetAfterMs: 60 * 60_000,
};

/** The account a login names, one way however it is typed (so `+1 306…` and `306…` share a streak). */
const accountKeyOf = (identifier: string): string => {
  const parsed = classifyLoginIdentifier(identifier);
  if (!parsed) return identifier.toLowerCase();
  return parsed.kind === 'email' ? parsed.email : parsed.telephone;
};

/** The streaks a login attempt checks and, when it fails, extends; a success ends those of the account. */
export const loginStreaks = (identifier: string, ip: string) => {
  const account = accountKeyOf(identifier);
  const ofAccount: FailureKey[] = [
    { rule: LOGIN_ACCOUNT_FROM_ADDRESS, key: `${account}|${ip}` },
    { rule: LOGIN_ACCOUNT, key: account },
  ];
  return { all: [...ofAccount, { rule: LOGIN_ADDRESS, key: ip }], ofAccount };
};
