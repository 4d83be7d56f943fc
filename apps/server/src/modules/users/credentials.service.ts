import {
  ACCOUNT_MESSAGES,
  type ChangePasswordBody,
  classifyLoginIdentifier,
  type KeyResponse,
  type SendResetEmailBody,
} from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import { hashPassword, verifyPassword } from '../../platform/auth/passwords';
import { issueKey, revokeOtherKeys } from '../../platform/auth/sessions';
import { AppError } from '../../platform/errors/app-error';
import { fieldError } from '../../platform/errors/field-problems';
import { readerOf } from '../../platform/mail/email-reader';
import { consumeRateLimit, type RateLimitRule } from '../../platform/rate-limit';
import { rewardConfirmedSignUp } from '../referrals';
import { passwordResetEmail } from './account-emails';
import { identifierOf } from './accounts.service';
import { type AccountsContext, sendAccountEmail } from './accounts-context';
import { consumeOneTimeCode, createOneTimeCode, revokeOneTimeCodes } from './one-time-codes';
import { toUserView } from './user-view';
import { findUserByEmail, findUserById, findUserByTelephone, updateUser } from './users.repository';
import { mergeVisitorInto } from './visitor-merge';

const RESET_PER_ACCOUNT: RateLimitRule = { name: 'reset-account', limit: 5, windowMs: 60 * 60_000 };
const RESET_PER_ADDRESS: RateLimitRule = { name: 'reset-ip', limit: 20, windowMs: 60 * 60_000 };
/** Guesses at the current password by someone holding a session: a handful an hour, not without limit. */
const CHANGE_PASSWORD_PER_ACCOUNT: RateLimitRule = {
  name: 'change-password-account',
  limit: 10,
  windowMs: 60 * 60_000,
};

const invalidCode = () => new AppError('code_invalid', ACCOUNT_MESSAGES.codeInvalid);

/** The emailed link proves the address: the account is confirmed (and no longer temporary) and logged in. */
export const verifyEmail = async (
  ctx: AccountsContext,
  { userId, code, visitor }: { userId: string; code: string; visitor: UserRow | null },
): Promise<KeyResponse> => {
  const owner = await consumeOneTimeCode(ctx.db, ctx.clock, { code, purpose: 'verify_email' });
  if (!owner || owner !== userId) throw invalidCode();
  const user = await ctx.db.transaction(async (tx) => {
    const current = await findUserById(tx, userId);
    if (!current) throw invalidCode();
    if (visitor) await mergeVisitorInto(tx, { movers: ctx.visitorRowMovers, visitor, account: current });
    // The referrer earns the sign-up reward once the address is proven, not at registration (decision 010).
    await rewardConfirmedSignUp(tx, { userId, rewards: ctx.referralRewards, at: ctx.clock.now() });
    return updateUser(tx, userId, {
      emailConfirmedAt: current.emailConfirmedAt ?? ctx.clock.now(),
      status: 'verified',
      // Only a confirmed address counts: registering with a staff email grants nothing until its link is opened.
      ...(current.email && ctx.staffEmails.includes(current.email) ? { isStaff: true } : {}),
    });
  });
  return { key: await issueKey(ctx.db, user.id), user: toUserView(user) };
};

export const sendResetEmail = async (
  ctx: AccountsContext,
  { body, ip }: { body: SendResetEmailBody; ip: string },
): Promise<void> => {
  const identifier = identifierOf(body);
  if (!identifier) throw new AppError('needs_email_or_phone', ACCOUNT_MESSAGES.resetNeedsEmailOrPhone);
  await consumeRateLimit({ db: ctx.db, clock: ctx.clock, rule: RESET_PER_ADDRESS, key: ip });
  await consumeRateLimit({ db: ctx.db, clock: ctx.clock, rule: RESET_PER_ACCOUNT, key: identifier.toLowerCase() });
  const parsed = classifyLoginIdentifier(identifier);
  const user = !parsed
    ? undefined
    : parsed.kind === 'email'
      ? await findUserByEmail(ctx.db, parsed.email)
      : await findUserByTelephone(ctx.db, parsed.telephone);
  if (!user?.email) throw new AppError('user_not_found', ACCOUNT_MESSAGES.resetUserNotFound);
  const code = await createOneTimeCode(ctx.db, ctx.clock, { userId: user.id, purpose: 'reset_password' });
  const message = passwordResetEmail({
    reader: await readerOf(user, null),
    baseUrl: ctx.publicBaseUrl,
    to: user.email,
    name: user.name,
    code,
  });
  await sendAccountEmail(ctx, message, { kind: 'reset_password', userId: user.id });
};

/** Who may change the password: the holder of a reset code, or a logged-in user who knows the current one. */
const resolvePasswordOwner = async (
  ctx: AccountsContext,
  { user, body }: { user: UserRow | null; body: ChangePasswordBody },
): Promise<{ owner: UserRow; viaEmailLink: boolean }> => {
  if (body.code) {
    const ownerId = await consumeOneTimeCode(ctx.db, ctx.clock, { code: body.code, purpose: 'reset_password' });
    const owner = ownerId ? await findUserById(ctx.db, ownerId) : undefined;
    if (!owner) throw invalidCode();
    return { owner, viaEmailLink: true };
  }
  if (!user) throw new AppError('unauthenticated', 'You need to log in to do that.');
  await consumeRateLimit({ db: ctx.db, clock: ctx.clock, rule: CHANGE_PASSWORD_PER_ACCOUNT, key: user.id });
  if (user.passwordHash && !(await verifyPassword(user.passwordHash, body.old_password ?? ''))) {
    throw new AppError(
      'wrong_password',
      ACCOUNT_MESSAGES.wrongPassword,
      fieldError('old_password', 'wrong_password', ACCOUNT_MESSAGES.wrongPassword),
    );
  }
  return { owner: user, viaEmailLink: false };
};

/** Sets the new password, ends every other session (old keys stop working) and returns the one new key. */
export const changePassword = async (
  ctx: AccountsContext,
  { user, body }: { user: UserRow | null; body: ChangePasswordBody },
): Promise<KeyResponse> => {
  const { owner, viaEmailLink } = await resolvePasswordOwner(ctx, { user, body });
  const updated = await updateUser(ctx.db, owner.id, {
    passwordHash: await hashPassword(body.password, ctx.passwordHashCost),
    ...(viaEmailLink && !owner.emailConfirmedAt ? { emailConfirmedAt: ctx.clock.now() } : {}),
    ...(owner.status === 'temporary' && owner.email ? { status: 'verified' as const } : {}),
  });
  // A reset link proves the mailbox as well as the confirmation link does.
  if (viaEmailLink && !owner.emailConfirmedAt) {
    await rewardConfirmedSignUp(ctx.db, { userId: owner.id, rewards: ctx.referralRewards, at: ctx.clock.now() });
  }
  await revokeOneTimeCodes(ctx.db, ctx.clock, { userId: owner.id, purpose: 'reset_password' });
  const key = await issueKey(ctx.db, owner.id);
  await revokeOtherKeys(ctx.db, owner.id, key);
  ctx.forgetSessionsOf(owner.id);
  return { key, user: toUserView(updated) };
};
