import type { Driver, DriverDecisionBodySchema, StaffDriverPage } from '@freight/domain';
import type { z } from 'zod';
import type { UserRow } from '../../platform/auth/auth-hook';
import { AppError } from '../../platform/errors/app-error';
import { sendEmail } from '../../platform/mail/send-email';
import { driverDecisionEmail } from './driver-decision-email';
import { readDriver } from './driver-reader';
import { findDriverById, loadDriverRecord } from './drivers.repository';
import type { DriversContext } from './drivers-context';
import { missingSections, SECTION_MESSAGES } from './profile-completeness';
import { decideSubmittedDriver, findUserContact, listDriversInState } from './staff-drivers.repository';

/** `GET /staff/drivers/`: a page of profiles in one state with who they belong to. */
export const listDriversForReview = async (
  ctx: DriversContext,
  query: { state: Driver['profile_state']; page: number; page_size: number },
): Promise<StaffDriverPage> => {
  const { count, rows } = await listDriversInState(ctx.db, {
    state: query.state,
    page: query.page,
    pageSize: query.page_size,
  });
  const results = [];
  for (const { driver, user } of rows) results.push({ user, driver: await readDriver(ctx, driver) });
  return { count, page: query.page, page_size: query.page_size, results };
};

/** A profile edited after it was submitted (a vehicle removed) may have gaps again; it cannot be approved so. */
const refuseIncompleteApproval = async (ctx: DriversContext, driverId: string) => {
  const row = await findDriverById(ctx.db, driverId);
  if (!row) throw new AppError('not_found', 'No such driver profile.');
  const missing = missingSections(await loadDriverRecord(ctx.db, row));
  if (missing.length === 0) return;
  throw new AppError(
    'conflict',
    'This profile has missing sections; reject it with a reason instead.',
    Object.fromEntries(missing.map((section) => [section, [SECTION_MESSAGES[section]]])),
  );
};

/**
 * `PUT /staff/drivers/{id}/decision/`: approve, or reject with the reason the driver will read. Only a submitted
 * profile can be decided (409 otherwise, also when another reviewer decided first). The driver is told by email.
 */
export const decideDriver = async (
  ctx: DriversContext,
  { staff, driverId, body }: { staff: UserRow; driverId: string; body: z.output<typeof DriverDecisionBodySchema> },
): Promise<Driver> => {
  if (body.decision === 'approve') await refuseIncompleteApproval(ctx, driverId);
  const decided = await decideSubmittedDriver(ctx.db, {
    driverId,
    state: body.decision === 'approve' ? 'approved' : 'rejected',
    reason: body.decision === 'reject' ? body.reason : null,
    staffId: staff.id,
    at: ctx.clock.now(),
  });
  if (!decided) {
    if (!(await findDriverById(ctx.db, driverId))) throw new AppError('not_found', 'No such driver profile.');
    throw new AppError('conflict', 'Only a profile waiting for review can be approved or rejected.');
  }
  const contact = await findUserContact(ctx.db, decided.userId);
  if (contact?.email) {
    await sendEmail({
      ...ctx,
      message: driverDecisionEmail({
        baseUrl: ctx.publicBaseUrl,
        to: contact.email,
        name: contact.name,
        decision: body.decision,
        reason: body.reason,
      }),
      meta: { kind: 'driver_decision', userId: decided.userId, decision: body.decision },
    });
  }
  return readDriver(ctx, decided);
};
