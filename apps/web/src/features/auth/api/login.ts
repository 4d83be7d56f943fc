import { KeyResponseSchema, type LoginBody } from '@freight/domain';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../shared/api/api-client';
import { useSession } from '../../../shared/session/session-provider';

/** `username` is an email or a phone number in any common writing; the server normalises it. */
export const login = (body: Pick<LoginBody, 'username' | 'password'>) =>
  apiRequest('/auth/login/', { method: 'POST', body, schema: KeyResponseSchema });

export const useLogin = () => {
  const session = useSession();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ key, user }) => session.login(key, user),
  });
};
