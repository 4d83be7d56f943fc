import { type User, UserSchema } from '@freight/domain';
import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../api/api-client';
import { readToken } from '../session';

export const getProfile = ({ token, signal }: { token: string; signal?: AbortSignal }) =>
  apiRequest('/user/profile/', { schema: UserSchema, token, signal });

/** Keyed by the session key, so a new key never shows the previous account's profile, even for one render. */
export const profileQueryKey = (token: string | null) => ['session', 'profile', token] as const;

/** `onLoaded` hears of every profile that arrived from the server (not of copies written into the cache). */
export const profileQueryOptions = (token: string | null, onLoaded: () => void = () => undefined) =>
  queryOptions({
    queryKey: profileQueryKey(token),
    queryFn: async ({ signal }) => {
      if (!token) throw new Error('There is no session to load a profile for.');
      const user = await getProfile({ token, signal });
      onLoaded();
      return user;
    },
    enabled: token !== null,
    // Changes come from this tab's own saves (written into the cache); a refetch on focus catches other tabs.
    staleTime: 60_000,
    // A failed profile load is handled by the session (spec section 4), not retried blindly.
    retry: false,
  });

/** Puts a fresh copy of the signed-in user (from a save or a login) where every screen reads it. */
export const setCachedProfile = (queryClient: QueryClient, user: User, token: string | null = readToken()): void => {
  queryClient.setQueryData(profileQueryKey(token), user);
};
