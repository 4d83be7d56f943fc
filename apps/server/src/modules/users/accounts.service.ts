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
import { clearFailures, recordFailure, secondsUntilAllowed } from '../../platform/failure-delay';
import { readerOf } from '../../platform/mail/email-reader';
import { consumeRateLimit, type RateLimitRule } from '../../platform/rate-limit';
import { recordReferredSignUp, rememberReferralOfVisitor } from '../referrals';
import { verificationEmail } from './account-emails';
import { type AccountsContext, sendAccountEmail } from './accounts-context';
import { loginStreaks } from './login-streaks';
import { createOneTimeCode } from './one-time-codes';
import { assertContactAvailable } from './unique-contact';
import { toUserView } from './user-view';
import { findUserByEmail, findUserByTelephone, insertUser, updateUser } from './users.repository';
import { mergeVisitorInto } from './visitor-merge';

const HOUR_MS = 60 * 60_000;
/** Registrations naming one email: a person retrying a typo needs a few; more is someone else's doing. */
const SIGN_UPS_PER_EMAIL: RateLimitRule = {
  name: 'sign-up-email',
  limit: 5,
  windowMs: HOUR_MS,
  code: 'account_creation_limited',
};

export const createTempAccount = async (
  ctx: AccountsContext,
  {
    originalReferralWebsite,
    referralCode,
    ip,
  }: { originalReferralWebsite: string | null; referralCode?: string | null; ip: string },
): Promise<KeyResponse> => {
  const perAddress: RateLimitRule = {
    name: 'visitor-ip',
    limit: ctx.accountCreationLimits.visitorsPerAddressPerHour,
    windowMs: HOUR_MS,
    code: 'temp_account_limited',
  };
  await consumeRateLimit({ db: ctx.db, clock: ctx.clock, rule: perAddress, key: ip });
  const user = await insertUser(ctx.db, { status: 'temporary', originalReferralWebsite });
  await rememberReferralOfVisitor(ctx.db, { visitor: user, code: referralCode });
  return { key: await issueKey(ctx.db, user.id), user: toUserView(user) };
};

export const sendVerification = async (ctx: AccountsContext, user: UserRow): Promise<void> => {
  if (!user.email) throw new AppError('bad_request', 'Add an email address to your profile first.');
  const code = await createOneTimeCode(ctx.db, ctx.clock, { userId: user.id, purpose: 'verify_email' });
  const message = verificationEmail({
    reader: await readerOf(user, null),
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
  { visitor, body, ip }: { visitor: UserRow | null; body: CreateAccountBody; ip: string },
): Promise<KeyResponse> => {
  const email = normalizeEmail(body.email);
  const perAddress: RateLimitRule = {
    name: 'sign-up-ip',
    limit: ctx.accountCreationLimits.signUpsPerAddressPerHour,
    windowMs: HOUR_MS,
    code: 'account_creation_limited',
  };
  await consumeRateLimit({ db: ctx.db, clock: ctx.clock, rule: perAddress, key: ip });
  await consumeRateLimit({ db: ctx.db, clock: ctx.clock, rule: SIGN_UPS_PER_EMAIL, key: email });
  const telephone = normalizePhone(body.telephone);
  const upgrading = visitor?.status === 'temporary' ? visitor : null;
  await assertContactAvailable(ctx.db, { email, telephone, exceptUserId: upgrading?.id });
  const values = {
    name: body.name,
    email,
    telephone,
    passwordHash: await hashPassword(body.password, ctx.passwordHashCost),
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
  ctx.forgetSessionsOf(user.id);
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
