import type { User } from '@freight/domain';
import { MutationObserver, type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { sendVerifyEmail, setCachedProfile, type UpdateUserOptions, updateUser } from './user-api';

export const useSendVerifyEmail = () => useMutation({ mutationFn: sendVerifyEmail });

const updateUserOptions = (queryClient: QueryClient) => ({
  mutationFn: updateUser,
  onSuccess: (user: User) => setCachedProfile(queryClient, user),
});

export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation(updateUserOptions(queryClient));
};

/**
 * The same save as `useUpdateUser`, outside a component: for code on the first load, which fetches this module with
 * the first save (shared/session/profile-save.ts). A mutation all the same, so one made offline waits for the signal.
 */
export const saveUser = (queryClient: QueryClient, options: UpdateUserOptions): Promise<User> =>
  new MutationObserver(queryClient, updateUserOptions(queryClient)).mutate(options);
