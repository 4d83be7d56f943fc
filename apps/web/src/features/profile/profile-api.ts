import { KeyResponseSchema } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client';
import { useSession } from '../../shared/session/session-provider';

type ChangePasswordOptions = { old_password: string; password: string; password2: string };

/** A logged-in change of password. Every session ends but the one the answer starts, so its key is kept at once. */
const changePassword = (body: ChangePasswordOptions) =>
  apiRequest('/user/change_password/', { method: 'POST', body, schema: KeyResponseSchema });

export const useChangePassword = () => {
  const session = useSession();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: ({ key, user }) => session.login(key, user),
  });
};

type VerifyEmailOptions = { userId: string; code: string };

/** Confirms the email address with the emailed code; the answer logs that account in (spec section 4). */
const verifyEmail = ({ userId, code }: VerifyEmailOptions) =>
  apiRequest(`/user/${encodeURIComponent(userId)}/verify/?${new URLSearchParams({ code })}`, {
    method: 'POST',
    schema: KeyResponseSchema,
  });

export const useVerifyEmail = () => {
  const session = useSession();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: ({ key, user }) => session.login(key, user),
  });
};
