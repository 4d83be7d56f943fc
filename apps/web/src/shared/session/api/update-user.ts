import { type UpdateUserBody, UserSchema } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';
import { setCachedProfile } from './get-profile';

export type UpdateUserOptions = {
  userId: string;
  changes: UpdateUserBody;
  /** Only while a new session is being set up; otherwise the stored key. */
  token?: string;
};

/** PATCH /user/{id}/: saves only the fields in `changes` and answers with the whole profile. */
export const updateUser = ({ userId, changes, token }: UpdateUserOptions) =>
  apiRequest(`/user/${encodeURIComponent(userId)}/`, { method: 'PATCH', body: changes, schema: UserSchema, token });

export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => setCachedProfile(queryClient, user),
  });
};
