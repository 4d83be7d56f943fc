import type { DriverProfileState, DriverType, KeyResponse, SubscriptionLevel } from '@freight/domain';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { drivers, subscriptions, vehicles } from '../db/schema';
import { registerUser } from './accounts';

export type TestDriver = KeyResponse & { password: string; driverId: string };

/**
 * A registered user with a driver profile written straight to the database, for tests about what drivers do with
 * loads (registration itself is tested through the API in modules/drivers).
 */
export const makeDriver = async (
  app: FastifyInstance,
  {
    driverType = 'commercial',
    profileState = 'approved',
    level = 0,
    regions = ['SK', 'AB', 'MB'],
    base = [-106.67, 52.13],
    vehicle,
  }: {
    driverType?: DriverType;
    profileState?: DriverProfileState;
    level?: SubscriptionLevel;
    regions?: string[];
    base?: [number, number] | null;
    vehicle?: Partial<typeof vehicles.$inferInsert>;
  } = {},
): Promise<TestDriver> => {
  const user = await registerUser(app);
  const [driver] = await app.db
    .insert(drivers)
    .values({
      userId: user.user.id,
      driverType,
      profileState,
      regions,
      companyName: driverType === 'commercial' ? 'Prairie Hotshot Ltd.' : '',
      baseLon: base?.[0] ?? null,
      baseLat: base?.[1] ?? null,
      baseAddress: base ? 'Saskatoon, SK' : '',
      submittedAt: profileState === 'incomplete' ? null : new Date(),
      decidedAt: profileState === 'approved' || profileState === 'rejected' ? new Date() : null,
    })
    .returning({ id: drivers.id });
  if (!driver) throw new Error('driver insert failed');
  // Written outside the user's requests: the next one must see the driver profile (see changeUserRow).
  app.sessions.forgetUser(user.user.id);
  if (level > 0) await app.db.insert(subscriptions).values({ driverId: driver.id, level });
  if (vehicle) {
    await app.db.insert(vehicles).values({
      driverId: driver.id,
      vehicleType: 'hotshot',
      insuranceExpiry: '2027-03-31',
      ...vehicle,
    });
  }
  return { ...user, driverId: driver.id };
};

/** Moves a driver's profile to `state` as staff would. */
export const setProfileState = (app: FastifyInstance, driverId: string, profileState: DriverProfileState) =>
  app.db.update(drivers).set({ profileState }).where(eq(drivers.id, driverId));
