import { onlineManager, QueryClient } from '@tanstack/react-query';
import { ApiRequestError } from './api-request-error';

/**
 * Only server-side hiccups (5xx) are worth retrying by themselves: a 4xx will not change, and a lost
 * connection already put a dialog in front of the user, who retries when the network is back.
 */
const shouldRetry = (failureCount: number, error: Error) =>
  error instanceof ApiRequestError && error.status >= 500 && failureCount < 2;

export const createQueryClient = (): QueryClient => {
  // TanStack Query assumes a network until an 'offline' event: an app opened with no signal would send every query
  // and show each failure over the saved answers. The device's word is taken at start; its 'online' event undoes it.
  onlineManager.setOnline(navigator.onLine);
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry },
    },
  });
};
