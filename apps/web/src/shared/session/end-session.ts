import type { QueryClient } from '@tanstack/react-query';
import { clearToken, readToken } from './session';
import { logoutRequest } from './user-api';

/**
 * Ends the session in this browser, then on the push service and the server (spec section 4, logout). The key goes
 * first: on a weak signal the push code, fetched only now so that it stays out of every first load, can take seconds
 * to arrive, and a reader who closes or reloads the page meanwhile must find themselves logged out. This browser's
 * notifications were the account's: the next person to log in here must not see them.
 */
export const endSession = async (queryClient: QueryClient): Promise<void> => {
  const key = readToken();
  clearToken();
  queryClient.clear();
  const push = await Promise.all([import('../push/device-push'), import('../push/push-api')]).catch(() => null);
  const endpoint = push ? await push[0].unsubscribeThisDevice().catch(() => null) : null;
  if (push && key && endpoint) await push[1].forgetDeviceSubscription(endpoint, key).catch(() => undefined);
  if (key) await logoutRequest(key).catch(() => undefined);
};
