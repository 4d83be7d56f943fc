import { type CreateAccountBody, KeyResponseSchema } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-provider';

/** Sent with the visitor's key, so the temporary account (and what it made) becomes the new account. */
export const register = (body: CreateAccountBody) =>
  apiRequest('/user/create_account/', { method: 'POST', body, schema: KeyResponseSchema });

export const useRegister = () => {
  const session = useSession();
  return useMutation({
    mutationFn: async (body: CreateAccountBody) => {
      // A visitor without a key gets the temporary account first, carrying their display settings across.
      await session.ensureVisitorAccount();
      return register(body);
    },
    onSuccess: ({ key, user }) => session.login(key, user),
  });
};
