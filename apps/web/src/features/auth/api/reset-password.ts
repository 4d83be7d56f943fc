import { KeyResponseSchema } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-provider';

export type ResetPasswordOptions = { code: string; password: string; password2: string };

/**
 * Sets a new password with the emailed code; the answer is a session for that account (other sessions end). The code
 * alone proves who this is, so no key is sent: a stale one in this browser must not get the reset refused.
 */
export const resetPassword = (body: ResetPasswordOptions) =>
  apiRequest('/user/change_password/', { method: 'POST', body, schema: KeyResponseSchema, token: null });

export const useResetPassword = () => {
  const session = useSession();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: ({ key, user }) => session.login(key, user),
  });
};
