import { ApiRequestError } from '../../shared/api/api-request-error';
import type { DriverStanding } from '../../shared/drivers/driver-standing';
import type { SessionStatus } from '../../shared/session/session-provider';

/**
 * Who may search (spec 6): a visitor or temporary user logs in first; a registered user needs a driver profile that
 * is approved, or a subscription. The session's driver profile decides before any request; a 403 from the search
 * (a profile changed since the session loaded) has the last word.
 */
export type SearchAccess = 'pending' | 'log_in' | 'not_a_driver' | 'not_approved' | 'allowed';

export const searchAccessOf = ({
  status,
  standing,
  searchError,
}: {
  status: SessionStatus;
  standing: DriverStanding | null;
  searchError?: unknown;
}): SearchAccess => {
  if (status === 'pending') return 'pending';
  if (status !== 'registered') return 'log_in';
  if (searchError instanceof ApiRequestError && searchError.status === 403) {
    if (searchError.code === 'not_a_driver') return 'not_a_driver';
    if (searchError.code === 'driver_not_approved') return 'not_approved';
  }
  if (!standing?.access.is_driver) return 'not_a_driver';
  return standing.access.can_search ? 'allowed' : 'not_approved';
};
