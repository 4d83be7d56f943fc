import { type CreateAccountBody, DetailResponseSchema, KeyResponseSchema, type LoginBody } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { trackEvent } from '../../shared/analytics/track-event';
import { apiRequest } from '../../shared/api/api-client';
import { clearPendingReferral, readPendingReferral } from '../../shared/referral/pending-referral';
import { useSession } from '../../shared/session/session-provider';

/** `username` is an email or a phone number in any common writing; the server normalises it. */
const login = (body: Pick<LoginBody, 'username' | 'password'>) =>
  apiRequest('/auth/login/', { method: 'POST', body, schema: KeyResponseSchema });

export const useLogin = () => {
  const session = useSession();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ key, user }) => session.login(key, user),
  });
};

/** Sent with the visitor's key, so the temporary account (and what it made) becomes the new account. */
const register = (body: CreateAccountBody) =>
  apiRequest('/user/create_account/', {
    method: 'POST',
    body: { referral_code: readPendingReferral(), ...body },
    schema: KeyResponseSchema,
  });

export const useRegister = () => {
  const session = useSession();
  return useMutation({
    mutationFn: async (body: CreateAccountBody) => {
      // A visitor without a key gets the temporary account first, carrying their display settings across.
      await session.ensureVisitorAccount();
      return register(body);
    },
    onSuccess: ({ key, user }) => {
      // The server has attributed the sign-up (or ignored the code); either way the code has done its work.
      clearPendingReferral();
      trackEvent({ name: 'Lead' });
      session.login(key, user);
    },
  });
};

type ResetPasswordOptions = { code: string; password: string; password2: string };

/**
 * Sets a new password with the emailed code; the answer is a session for that account (other sessions end). The code
 * alone proves who this is, so no key is sent: a stale one in this browser must not get the reset refused.
 */
const resetPassword = (body: ResetPasswordOptions) =>
  apiRequest('/user/change_password/', { method: 'POST', body, schema: KeyResponseSchema, token: null });

export const useResetPassword = () => {
  const session = useSession();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: ({ key, user }) => session.login(key, user),
  });
};

/** Emails a reset link to the account with this email or phone number. */
const sendResetEmail = (username: string) =>
  apiRequest('/user/send_reset_email/', { method: 'POST', body: { username }, schema: DetailResponseSchema });

export const useSendResetEmail = () => useMutation({ mutationFn: sendResetEmail });
