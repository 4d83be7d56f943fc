import {
  type BankInput,
  BankSchema,
  type Driver,
  type DriverInput,
  DriverSchema,
  ReferenceDataSchema,
  type SubscriptionLevel,
  type User,
  type VehicleInput,
  VehicleSchema,
} from '@freight/domain';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../shared/api/api-client';
import { useSession } from '../../shared/session/session-provider';
import { setCachedProfile } from '../../shared/session/user-api';

/** The driver profile nested in the signed-in user's profile (GET /user/profile/), or null for a non-driver. */
export const driverOfUser = (user: User | undefined): Driver | null => user?.driver ?? null;

export const useReferenceData = () =>
  useQuery(
    queryOptions({
      queryKey: ['driver', 'reference-data'],
      queryFn: ({ signal }) => apiRequest('/driver/reference_data/', { schema: ReferenceDataSchema, signal }),
      // The lists change with a release, not during a visit.
      staleTime: Number.POSITIVE_INFINITY,
    }),
  );

/**
 * Every driver change ends with the whole profile (answered, or read again after a vehicle or bank change); the copy
 * nested in the session's user is the one the screens read, so it is replaced there: one source of truth.
 */
const useDriverMutation = <Variables>(
  send: (variables: Variables & { driver: Driver | null }) => Promise<Driver | null>,
) => {
  const queryClient = useQueryClient();
  const { user } = useSession();
  const driver = driverOfUser(user);
  return useMutation({
    mutationFn: (variables: Variables) => send({ ...variables, driver }),
    onSuccess: (next) => {
      if (user && next) setCachedProfile(queryClient, { ...user, driver: next });
      // Anything else derived from the profile (the dashboard, access checks) reloads.
      void queryClient.invalidateQueries({ queryKey: ['session'] });
    },
  });
};

const driverPath = (driverId: string) => `/driver/${encodeURIComponent(driverId)}/`;

/** POST /driver/ the first time (the profile does not exist yet), PATCH /driver/{id}/ afterwards. */
const saveDriver = ({ driver, changes }: { driver: Driver | null; changes: DriverInput }) =>
  driver
    ? apiRequest(driverPath(driver.id), { method: 'PATCH', body: changes, schema: DriverSchema })
    : apiRequest('/driver/', { method: 'POST', body: changes, schema: DriverSchema });

export const useSaveDriver = () => useDriverMutation<{ changes: DriverInput }>(saveDriver);

/** The profile the vehicle or bank belongs to, made first when the user has none yet. */
const ensureDriver = async (driver: Driver | null): Promise<Driver> => driver ?? saveDriver({ driver, changes: {} });

/** A fresh copy of the profile after a change to one of its parts. */
const reloadDriver = (driverId: string) => apiRequest(driverPath(driverId), { schema: DriverSchema });

export const useSaveVehicle = () =>
  useDriverMutation<{ vehicleId: string | null; input: VehicleInput }>(async ({ driver, vehicleId, input }) => {
    const owner = await ensureDriver(driver);
    if (vehicleId) {
      await apiRequest(`/vehicle/${encodeURIComponent(vehicleId)}/`, {
        method: 'PATCH',
        body: input,
        schema: VehicleSchema,
      });
    } else {
      await apiRequest('/vehicle/', { method: 'POST', body: { ...input, driver: owner.id }, schema: VehicleSchema });
    }
    return reloadDriver(owner.id);
  });

export const useDeleteVehicle = () =>
  useDriverMutation<{ vehicleId: string }>(async ({ driver, vehicleId }) => {
    await apiRequest(`/vehicle/${encodeURIComponent(vehicleId)}/`, { method: 'DELETE', schema: z.unknown() });
    return driver ? reloadDriver(driver.id) : null;
  });

/**
 * PATCH /bank/{id}/. The profile's bank row carries the id; a profile without one yet is addressed by its own id.
 * The answer shows the account masked, and only that ever reaches the screen again.
 */
export const useSaveBank = () =>
  useDriverMutation<{ input: BankInput }>(async ({ driver, input }) => {
    const owner = await ensureDriver(driver);
    const bankId = owner.bank?.id ?? owner.id;
    await apiRequest(`/bank/${encodeURIComponent(bankId)}/`, { method: 'PATCH', body: input, schema: BankSchema });
    return reloadDriver(owner.id);
  });

export const useSubscribe = () =>
  useDriverMutation<{ level: SubscriptionLevel }>(async ({ driver, level }) => {
    const owner = await ensureDriver(driver);
    return apiRequest(`${driverPath(owner.id)}subscribe/`, { method: 'POST', body: { level }, schema: DriverSchema });
  });

/** Without a profile yet the server's refusal (every section missing) is the answer the summary shows. */
export const useSubmitForApproval = () =>
  useDriverMutation<Record<string, never>>(() =>
    apiRequest('/driver/submit_for_approval/', { method: 'POST', body: {}, schema: DriverSchema }),
  );
