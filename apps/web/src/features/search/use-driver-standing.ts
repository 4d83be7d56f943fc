import { useQuery } from '@tanstack/react-query';
import { type DriverStanding, readDriverStanding } from '../../shared/drivers/driver-standing';
import { useToken } from '../../shared/session/session';
import { useSession } from '../../shared/session/session-provider';
import { profileQueryOptions } from '../../shared/session/user-api';

/**
 * The session user's driver standing, read afresh when the page opens: the copy a login or a settings save leaves in
 * the session carries no driver profile, and an approval by staff happens elsewhere. `isChecking` holds while a
 * profile without one is being re-read, so a driver is not told to register in the meantime.
 */
export const useDriverStanding = (): { standing: DriverStanding | null; isChecking: boolean } => {
  const { status, user } = useSession();
  const token = useToken();
  const profile = useQuery({
    ...profileQueryOptions(token),
    enabled: status === 'registered',
    refetchOnMount: 'always',
  });
  const standing = readDriverStanding(profile.data ?? user);
  return { standing, isChecking: standing === null && profile.isFetching };
};
