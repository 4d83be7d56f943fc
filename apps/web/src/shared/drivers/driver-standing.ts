import type { Driver, User } from '@freight/domain';
import { ApiRequestError } from '../api/api-request-error';

/** What the screens need of the session user's driver profile: its state, why it was refused, what is missing. */
export type DriverStanding = Pick<Driver, 'profile_state' | 'decision_reason' | 'access'>;

/** The session user's driver standing, or null when they have no driver profile (or no session). */
export const readDriverStanding = (user: Pick<User, 'driver'> | undefined): DriverStanding | null =>
  user?.driver ?? null;

/** The server's refusals of a driver's action (403), each naming what is missing (spec 5 and 6). */
export type AccessRefusal = 'not_a_driver' | 'driver_not_approved';

export const accessRefusalOf = (error: unknown): AccessRefusal | null =>
  error instanceof ApiRequestError && (error.code === 'not_a_driver' || error.code === 'driver_not_approved')
    ? error.code
    : null;
