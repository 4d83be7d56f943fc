import type { KeyResponse, UpdateUserBody, User } from '@freight/domain';
import { type QueryClient, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { lazySchema } from '../api/lazy-schema';
import { readLocalDisplaySettings } from '../format/display-preferences';
import { readPendingReferral } from '../referral/pending-referral';
import { readToken } from './session';

/** Emails the signed-in user a new link to confirm their email address. */
const sendVerifyEmail = () =>
  apiRequest('/user/send_verify_email/', { method: 'POST', schema: lazySchema('DetailResponseSchema') });

export const useSendVerifyEmail = () => useMutation({ mutationFn: sendVerifyEmail });

const createTempAccount = () =>
  apiRequest('/user/create_temp_account/', {
    method: 'POST',
    body: { original_referral_website: document.referrer || null, referral_code: readPendingReferral() },
    schema: lazySchema('KeyResponseSchema'),
  });

/** The display settings this visitor already sees that the new account does not have yet. */
const settingsToCopy = (user: User): UpdateUserBody => {
  const local = readLocalDisplaySettings();
  return Object.fromEntries(
    (Object.keys(local) as (keyof typeof local)[])
      .filter((name) => local[name] !== user[name])
      .map((name) => [name, local[name]]),
  );
};

/**
 * A temporary account (spec section 4) that keeps the language, units and currency the visitor already sees:
 * the server starts every account on its defaults, so differing ones are saved before the key is used anywhere
 * else (otherwise the screen would flip to the defaults and back).
 */
export const createVisitorAccount = async (): Promise<KeyResponse> => {
  const created = await createTempAccount();
  const changes = settingsToCopy(created.user);
  if (Object.keys(changes).length === 0) return created;
  try {
    const user = await updateUser({ userId: created.user.id, changes, token: created.key });
    return { key: created.key, user };
  } catch {
    // The account works without them; the visitor can still change the settings later.
    return created;
  }
};

const getProfile = ({ token, signal }: { token: string; signal?: AbortSignal }) =>
  apiRequest('/user/profile/', { schema: lazySchema('UserSchema'), token, signal });

/** Keyed by the session key, so a new key never shows the previous account's profile, even for one render. */
const profileQueryKey = (token: string | null) => ['session', 'profile', token] as const;

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

/** The profile the cache holds now for `token` (undefined until one has arrived), whatever the screen last drew. */
export const readCachedProfile = (queryClient: QueryClient, token: string | null = readToken()): User | undefined =>
  queryClient.getQueryData<User>(profileQueryKey(token));

/** Revokes `token` on the server. The session has already forgotten it, so it is passed explicitly. */
export const logoutRequest = (token: string) =>
  apiRequest('/auth/logout/', { method: 'POST', schema: lazySchema('LogoutAnswerSchema'), token });

type UpdateUserOptions = {
  userId: string;
  changes: UpdateUserBody;
  /** Only while a new session is being set up; otherwise the stored key. */
  token?: string;
};

/** PATCH /user/{id}/: saves only the fields in `changes` and answers with the whole profile. */
const updateUser = ({ userId, changes, token }: UpdateUserOptions) =>
  apiRequest(`/user/${encodeURIComponent(userId)}/`, {
    method: 'PATCH',
    body: changes,
    schema: lazySchema('UserSchema'),
    token,
  });

export const useUpdateUser = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateUser,
    onSuccess: (user) => setCachedProfile(queryClient, user),
  });
};
