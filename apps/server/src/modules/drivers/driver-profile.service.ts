import { type Driver, type DriverInput, REGIONS } from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import { isUniqueViolation } from '../../platform/db/unique-violation';
import { AppError } from '../../platform/errors/app-error';
import { fieldProblem } from '../../platform/errors/field-problems';
import { loadCallersDriver, loadOwnDriver, readDriver } from './driver-reader';
import {
  type DriverChanges,
  type DriverRow,
  findDriverById,
  insertDriver,
  loadDriverRecord,
  replaceReferences,
  updateDriver,
} from './drivers.repository';
import type { DriversContext } from './drivers-context';
import { missingSections, SECTION_MESSAGES } from './profile-completeness';

const REGION_CODES = new Set(REGIONS.map((region) => region.code));

/** Region codes are checked against the one list (packages/domain geo/regions); duplicates are dropped. */
const checkedRegions = (regions: string[] | undefined): string[] | undefined => {
  if (regions === undefined) return undefined;
  const unknown = regions.filter((code) => !REGION_CODES.has(code));
  if (unknown.length > 0) {
    throw new AppError('validation_failed', 'Some fields are missing or invalid.', {
      regions: unknown.map((code) => fieldProblem('not_an_option', `"${code}" is not a province or state code.`)),
    });
  }
  return [...new Set(regions)];
};

const toChanges = (body: DriverInput): DriverChanges => {
  const changes: DriverChanges = {
    driverType: body.driver_type,
    companyName: body.company_name,
    regions: checkedRegions(body.regions),
    expYears: body.exp_years,
    expAccidents: body.exp_accidents,
    expCompanies: body.exp_companies,
    expQualifications: body.exp_qualifications,
    baseAddress: body.base_address,
    ...(body.base_location === undefined
      ? {}
      : { baseLon: body.base_location?.[0] ?? null, baseLat: body.base_location?.[1] ?? null }),
  };
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
};

/** The row's sections and the references change together or not at all. */
const applyInput = (ctx: DriversContext, driverId: string, body: DriverInput, changes: DriverChanges) =>
  ctx.db.transaction(async (tx) => {
    if (Object.keys(changes).length > 0) await updateDriver(tx, driverId, { ...changes, updatedAt: ctx.clock.now() });
    if (body.references) await replaceReferences(tx, driverId, body.references);
  });

/** `POST /driver/`: one profile per user; a second POST is a 409 (the client PATCHes the one it has). */
export const createDriver = async (ctx: DriversContext, user: UserRow, body: DriverInput): Promise<Driver> => {
  const changes = toChanges(body);
  let row: DriverRow;
  try {
    row = await insertDriver(ctx.db, { userId: user.id });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('driver_profile_exists', 'You already have a driver profile.');
    throw error;
  }
  await applyInput(ctx, row.id, body, changes);
  return reread(ctx, row.id);
};

const reread = async (ctx: DriversContext, driverId: string): Promise<Driver> => {
  const row = await findDriverById(ctx.db, driverId);
  if (!row) throw new AppError('not_found', 'No such driver profile.');
  return readDriver(ctx, row);
};

/**
 * Staff approved a driver of a given type and company; a change to either is reviewed again (back to submitted, or
 * to incomplete when the change left a section missing). Other edits keep the approval.
 */
const reviewAgainIfIdentityChanged = async (ctx: DriversContext, before: DriverRow, changes: DriverChanges) => {
  if (before.profileState !== 'approved') return;
  const typeChanged = changes.driverType !== undefined && changes.driverType !== before.driverType;
  const companyChanged = changes.companyName !== undefined && changes.companyName !== before.companyName;
  if (!typeChanged && !companyChanged) return;
  const after = await findDriverById(ctx.db, before.id);
  if (!after) return;
  const isComplete = missingSections(await loadDriverRecord(ctx.db, after)).length === 0;
  await updateDriver(ctx.db, before.id, {
    profileState: isComplete ? 'submitted' : 'incomplete',
    submittedAt: isComplete ? ctx.clock.now() : null,
    decidedAt: null,
    decidedBy: null,
    decisionReason: null,
  });
};

/** `PATCH /driver/{id}/`: any sections; references replace the list. */
export const editDriver = async (
  ctx: DriversContext,
  { user, driverId, body }: { user: UserRow; driverId: string; body: DriverInput },
): Promise<Driver> => {
  const before = await loadOwnDriver(ctx, user, driverId);
  const changes = toChanges(body);
  await applyInput(ctx, driverId, body, changes);
  await reviewAgainIfIdentityChanged(ctx, before, changes);
  return reread(ctx, driverId);
};

/**
 * `POST /driver/submit_for_approval/`: a complete profile goes to staff; an incomplete one is refused with each
 * missing section named. Submitting again while waiting changes nothing; an approved profile has nothing to submit.
 */
export const submitForApproval = async (ctx: DriversContext, user: UserRow): Promise<Driver> => {
  const row = await loadCallersDriver(ctx, user);
  const missing = missingSections(await loadDriverRecord(ctx.db, row));
  if (missing.length > 0) {
    const fields = Object.fromEntries(
      missing.map((section) => [section, [fieldProblem('section_incomplete', SECTION_MESSAGES[section])]]),
    );
    throw new AppError('validation_failed', 'Your driver profile is not complete yet.', fields);
  }
  if (row.profileState === 'approved')
    throw new AppError('driver_profile_already_approved', 'Your driver profile is already approved.');
  if (row.profileState !== 'submitted') {
    await updateDriver(ctx.db, row.id, {
      profileState: 'submitted',
      submittedAt: ctx.clock.now(),
      // A resubmission after a refusal starts a new review; the old reason no longer applies.
      decidedAt: null,
      decidedBy: null,
      decisionReason: null,
      updatedAt: ctx.clock.now(),
    });
  }
  return reread(ctx, row.id);
};
