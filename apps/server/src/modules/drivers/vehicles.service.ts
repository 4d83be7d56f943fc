import { MAX_VEHICLES_PER_DRIVER, type Vehicle, type VehicleCreateBody, type VehicleInput } from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import { AppError } from '../../platform/errors/app-error';
import { fieldProblem } from '../../platform/errors/field-problems';
import { loadCallersDriver, loadOwnDriver } from './driver-reader';
import { toVehicleView } from './driver-view';
import type { VehicleRow } from './drivers.repository';
import type { DriversContext } from './drivers-context';
import {
  deleteVehicle,
  findVehicle,
  insertVehicleWithinLimit,
  type NewVehicle,
  updateVehicle,
} from './vehicles.repository';

const TOO_MANY_VEHICLES = `A driver can have at most ${MAX_VEHICLES_PER_DRIVER} vehicles.`;

/** Spec 5: a missing insurance_expiry is saved as today's date (the UTC day of the app's clock). */
const today = (ctx: DriversContext) => ctx.clock.now().toISOString().slice(0, 10);

const toColumns = (ctx: DriversContext, input: VehicleInput): Partial<NewVehicle> => {
  const columns: Partial<NewVehicle> = {
    vehicleType: input.vehicle_type,
    make: input.make,
    model: input.model,
    year: input.year,
    color: input.color,
    license: input.license,
    insuranceCompany: input.insurance_company,
    insurancePolicyNumber: input.insurance_policy_number,
    insuranceExpiry: input.insurance_expiry === null ? today(ctx) : input.insurance_expiry,
    capacityKg: input.capacity_kg,
    deckLengthM: input.deck_length_m,
    deckWidthM: input.deck_width_m,
    maxLoadHeightM: input.max_load_height_m,
  };
  return Object.fromEntries(Object.entries(columns).filter(([, value]) => value !== undefined));
};

/** `POST /vehicle/`: on the caller's own profile (named by `driver` or implied). */
export const addVehicle = async (ctx: DriversContext, user: UserRow, body: VehicleCreateBody): Promise<Vehicle> => {
  const { driver: driverId, ...input } = body;
  const driver = driverId ? await loadOwnDriver(ctx, user, driverId) : await loadCallersDriver(ctx, user);
  const columns = toColumns(ctx, input);
  const row = await insertVehicleWithinLimit(ctx.db, driver.id, {
    ...columns,
    vehicleType: body.vehicle_type,
    insuranceExpiry: columns.insuranceExpiry ?? today(ctx),
  });
  if (!row) {
    throw new AppError('bad_request', TOO_MANY_VEHICLES, {
      vehicles: [fieldProblem('too_many', TOO_MANY_VEHICLES, { max: MAX_VEHICLES_PER_DRIVER })],
    });
  }
  return toVehicleView(row);
};

/** Only the owner of the vehicle's profile may change it (staff are refused, anyone else gets 404). */
const loadOwnVehicle = async (ctx: DriversContext, user: UserRow, vehicleId: string): Promise<VehicleRow> => {
  const vehicle = await findVehicle(ctx.db, vehicleId);
  if (!vehicle) throw new AppError('not_found', 'No such vehicle.');
  await loadOwnDriver(ctx, user, vehicle.driverId);
  return vehicle;
};

export const editVehicle = async (
  ctx: DriversContext,
  { user, vehicleId, input }: { user: UserRow; vehicleId: string; input: VehicleInput },
): Promise<Vehicle> => {
  const vehicle = await loadOwnVehicle(ctx, user, vehicleId);
  const columns = toColumns(ctx, input);
  if (Object.keys(columns).length === 0) return toVehicleView(vehicle);
  const row = await updateVehicle(ctx.db, vehicleId, columns);
  if (!row) throw new AppError('not_found', 'No such vehicle.');
  return toVehicleView(row);
};

export const removeVehicle = async (ctx: DriversContext, user: UserRow, vehicleId: string): Promise<void> => {
  await loadOwnVehicle(ctx, user, vehicleId);
  await deleteVehicle(ctx.db, vehicleId);
};
