import {
  ACCOUNT_MESSAGES,
  type CreateAccountBody,
  classifyLoginIdentifier,
  formatWait,
  type KeyResponse,
  type LoginBody,
  normalizeEmail,
  normalizePhone,
} from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { issueKey, revokeOtherKeys } from '../../platform/auth/sessions';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { AppError } from '../../platform/errors/app-error';
import {
  clearFailures,
  type FailureDelayRule,
  type FailureKey,
  recordFailure,
  secondsUntilAllowed,
} from '../../platform/failure-delay';
import { recordReferredSignUp, rememberReferralOfVisitor } from '../referrals';
import { verificationEmail } from './account-emails';
import { type AccountsContext, sendAccountEmail } from './accounts-context';
import { createOneTimeCode } from './one-time-codes';
import { assertContactAvailable } from './unique-contact';
import { toUserView } from './user-view';
import { findUserByEmail, findUserByTelephone, insertUser, updateUser } from './users.repository';
import { mergeVisitorInto } from './visitor-merge';

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

const loginStreaks = (identifier: string, ip: string) => {
  const account = accountKeyOf(identifier);
  const ofAccount: FailureKey[] = [
    { rule: LOGIN_ACCOUNT_FROM_ADDRESS, key: `${account}|${ip}` },
    { rule: LOGIN_ACCOUNT, key: account },
  ];
  return { all: [...ofAccount, { rule: LOGIN_ADDRESS, key: ip }], ofAccount };
};

export const createTempAccount = async (
  ctx: AccountsContext,
  { originalReferralWebsite, referralCode }: { originalReferralWebsite: string | null; referralCode?: string | null },
): Promise<KeyResponse> => {
  const user = await insertUser(ctx.db, { status: 'temporary', originalReferralWebsite });
  await rememberReferralOfVisitor(ctx.db, { visitor: user, code: referralCode });
  return { key: await issueKey(ctx.db, user.id), user: toUserView(user) };
};

export const sendVerification = async (ctx: AccountsContext, user: UserRow): Promise<void> => {
  if (!user.email) throw new AppError('bad_request', 'Add an email address to your profile first.');
  const code = await createOneTimeCode(ctx.db, ctx.clock, { userId: user.id, purpose: 'verify_email' });
  const message = verificationEmail({
    baseUrl: ctx.publicBaseUrl,
    to: user.email,
    name: user.name,
    userId: user.id,
    code,
  });
  await sendAccountEmail(ctx, message, { kind: 'verify_email', userId: user.id });
};

/**
 * Registration. A temporary visitor is upgraded in place, so the quote or draft they made stays theirs;
 * without one a new account is created. Either way the response's key is the session from now on.
 */
export const registerAccount = async (
  ctx: AccountsContext,
  { visitor, body }: { visitor: UserRow | null; body: CreateAccountBody },
): Promise<KeyResponse> => {
  const email = normalizeEmail(body.email);
  const telephone = normalizePhone(body.telephone);
  const upgrading = visitor?.status === 'temporary' ? visitor : null;
  await assertContactAvailable(ctx.db, { email, telephone, exceptUserId: upgrading?.id });
  const values = {
    name: body.name,
    email,
    telephone,
    passwordHash: await hashPassword(body.password),
    status: 'verified' as const,
    ...(body.accepted_terms ? { termsAcceptedAt: ctx.clock.now() } : {}),
  };
  let user: UserRow;
  try {
    user = upgrading ? await updateUser(ctx.db, upgrading.id, values) : await insertUser(ctx.db, values);
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('account_exists', ACCOUNT_MESSAGES.emailTaken);
    throw error;
  }
  await recordReferredSignUp(ctx.db, { user, code: body.referral_code, at: ctx.clock.now() });
  const key = await issueKey(ctx.db, user.id);
  await revokeOtherKeys(ctx.db, user.id, key);
  await sendVerification(ctx, user);
  return { key, user: toUserView(user) };
};

const findAccountFor = async (ctx: AccountsContext, identifier: string): Promise<UserRow | undefined> => {
  const parsed = classifyLoginIdentifier(identifier);
  if (!parsed) return undefined;
  return parsed.kind === 'email'
    ? findUserByEmail(ctx.db, parsed.email)
    : findUserByTelephone(ctx.db, parsed.telephone);
};

export const identifierOf = (body: { username?: string; email?: string; telephone?: string }): string =>
  (body.username || body.email || body.telephone || '').trim();

/** Email or phone plus password. Every failure reads the same, so the answer does not reveal who has an account. */
export const login = async (
  ctx: AccountsContext,
  { visitor, body, ip }: { visitor: UserRow | null; body: LoginBody; ip: string },
): Promise<KeyResponse> => {
  const identifier = identifierOf(body);
  const streaks = loginStreaks(identifier, ip);
  const waitS = await secondsUntilAllowed({ db: ctx.db, clock: ctx.clock, keys: streaks.all });
  if (waitS > 0) {
    const wait = formatWait(waitS, 'en-us');
    throw new AppError(
      'login_throttled',
      `Too many failed attempts. Please wait ${wait} and try again.`,
      undefined,
      waitS,
    );
  }
  const account = await findAccountFor(ctx, identifier);
  const passwordOk = await verifyPassword(account?.passwordHash, body.password);
  if (!account || !passwordOk || account.status === 'temporary') {
    await recordFailure({ db: ctx.db, clock: ctx.clock, keys: streaks.all });
    throw new AppError('login_failed', ACCOUNT_MESSAGES.loginFailed);
  }
  // The address's streak stays: one account of the attacker's own must not wipe a spray over others.
  await clearFailures({ db: ctx.db, keys: streaks.ofAccount });
  await ctx.db.transaction(async (tx) => {
    if (visitor) await mergeVisitorInto(tx, { movers: ctx.visitorRowMovers, visitor, account });
  });
  return { key: await issueKey(ctx.db, account.id), user: toUserView(account) };
};
