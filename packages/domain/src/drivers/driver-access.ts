/**
 * Who counts as a driver and what a driver may do (spec sections 5 and 6). The server enforces these; the web reads
 * them to show what is missing and how to fix it.
 */

export const DRIVER_TYPES = ['nondriver', 'commercial', 'non_commercial'] as const;
export type DriverType = (typeof DRIVER_TYPES)[number];

/** 0 free/basic, 1 paid, 2 fully subscribed (spec 3 and 6). */
export const SUBSCRIPTION_LEVELS = [0, 1, 2] as const;
export type SubscriptionLevel = (typeof SUBSCRIPTION_LEVELS)[number];
export const FULL_SUBSCRIPTION_LEVEL: SubscriptionLevel = 2;

export const DRIVER_PROFILE_STATES = ['incomplete', 'submitted', 'approved', 'rejected'] as const;
export type DriverProfileState = (typeof DRIVER_PROFILE_STATES)[number];

export type DriverStanding = {
  driverType: DriverType;
  profileState: DriverProfileState;
  /** The highest level of the driver's subscriptions in force, 0 when none. */
  subscriptionLevel: SubscriptionLevel;
};

/** Spec 6: a user counts as a driver if driver_type is not nondriver or they hold a subscription above level 0. */
export const isDriver = ({ driverType, subscriptionLevel }: DriverStanding): boolean =>
  driverType !== 'nondriver' || subscriptionLevel > 0;

export const isFullySubscribed = ({ subscriptionLevel }: DriverStanding): boolean =>
  subscriptionLevel >= FULL_SUBSCRIPTION_LEVEL;

/** What stands between a user and a driver's action, for the UI to show with a way to fix it. */
export type DriverGap = 'not_a_driver' | 'profile_not_approved';

/** Spec 6: searching for loads needs an approved driver profile or a subscription. */
export const searchGaps = (standing: DriverStanding): DriverGap[] => {
  if (standing.profileState === 'approved' || standing.subscriptionLevel > 0) return [];
  return isDriver(standing) ? ['profile_not_approved'] : ['not_a_driver', 'profile_not_approved'];
};

/**
 * Spec 5: "a driver must complete the profile and/or pick a premium subscription before accepting a load". An
 * approved (screened) profile suffices; without one, only a full subscription does.
 */
export const acceptGaps = (standing: DriverStanding): DriverGap[] => {
  if (!isDriver(standing)) return ['not_a_driver', 'profile_not_approved'];
  if (standing.profileState === 'approved' || isFullySubscribed(standing)) return [];
  return ['profile_not_approved'];
};
