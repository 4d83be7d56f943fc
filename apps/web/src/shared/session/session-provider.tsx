import type { User } from '@freight/domain';
import { type QueryClient, useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useEffect, useMemo } from 'react';
import { endSession } from './end-session';
import { isNetworkFailure, recoverSession, resetRecoveryAttempts } from './profile-recovery';
import { onUnauthorized, readToken, useToken, writeToken } from './session';
import { createVisitorAccount, profileQueryOptions, setCachedProfile } from './user-api';

/**
 * visitor: no key at all. pending: a key whose profile is still loading. temporary: the key of a temporary account
 * (spec section 4). registered: a real account.
 */
export type SessionStatus = 'visitor' | 'pending' | 'temporary' | 'registered';

export type Session = {
  status: SessionStatus;
  user: User | undefined;
  /** Makes `key` the session, with `user` as its profile (after login, registration, verification, reset). */
  login: (key: string, user: User) => void;
  /** Ends the session here and on the server; the browser is a visitor afterwards. */
  logout: () => Promise<void>;
  /** Gives a visitor without a key a temporary account; does nothing when there is a key already. */
  ensureVisitorAccount: () => Promise<void>;
};

const SessionContext = createContext<Session | null>(null);

const startSession = (queryClient: QueryClient, key: string, user: User) => {
  setCachedProfile(queryClient, user, key);
  writeToken(key);
  // Whatever else is on screen was loaded as someone else; the profile just written is current.
  void queryClient.invalidateQueries({ predicate: (query) => query.queryKey[0] !== 'session' });
};

const recover = (queryClient: QueryClient, failedToken: string) =>
  recoverSession({
    queryClient,
    failedToken,
    startSession: ({ key, user }) => startSession(queryClient, key, user),
  });

let pendingVisitorAccount: Promise<void> | null = null;

const ensureVisitorAccount = (queryClient: QueryClient): Promise<void> => {
  if (readToken()) return Promise.resolve();
  pendingVisitorAccount ??= createVisitorAccount()
    .then(({ key, user }) => {
      if (!readToken()) startSession(queryClient, key, user);
    })
    // Quietly: the visitor can still look around, and the next screen that needs an account asks again.
    .catch(() => undefined)
    .finally(() => {
      pendingVisitorAccount = null;
    });
  return pendingVisitorAccount;
};

const statusOf = (token: string | null, user: User | undefined): SessionStatus => {
  if (!token) return 'visitor';
  if (!user) return 'pending';
  return user.status === 'temporary' ? 'temporary' : 'registered';
};

export const SessionProvider = ({ children }: { children: ReactNode }) => {
  const queryClient = useQueryClient();
  const token = useToken();
  const profile = useQuery(profileQueryOptions(token, resetRecoveryAttempts));
  const user = profile.data;

  // Spec section 4: a profile that cannot be loaded (bad key, server trouble) ends the session and starts over.
  useEffect(() => {
    if (!token || !profile.isError || isNetworkFailure(profile.error)) return;
    void recover(queryClient, token);
  }, [queryClient, token, profile.isError, profile.error]);

  // Any other request refused for its key (401) means the same: that key is gone.
  useEffect(() => onUnauthorized((failedToken) => void recover(queryClient, failedToken)), [queryClient]);

  // The actions stay the same functions for the whole visit, so effects that call them run once, not per change.
  const actions = useMemo<Pick<Session, 'login' | 'logout' | 'ensureVisitorAccount'>>(
    () => ({
      login: (key, nextUser) => startSession(queryClient, key, nextUser),
      logout: () => endSession(queryClient),
      ensureVisitorAccount: () => ensureVisitorAccount(queryClient),
    }),
    [queryClient],
  );
  const session = useMemo<Session>(() => ({ status: statusOf(token, user), user, ...actions }), [token, user, actions]);

  return <SessionContext.Provider value={session}>{children}</SessionContext.Provider>;
};

export const useSession = (): Session => {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>.');
  return session;
};
