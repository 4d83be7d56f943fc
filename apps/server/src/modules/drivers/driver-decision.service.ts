import {
  type Driver,
  type DriverDecisionBodySchema,
  type DriverDecisionRecord,
  insuranceFlags,
  type StaffDriverPage,
} from '@freight/domain';
import type { z } from 'zod';
import type { UserRow } from '../../platform/auth/auth-hook';
import { AppError } from '../../platform/errors/app-error';
import { fieldProblem } from '../../platform/errors/field-problems';
import { readerOf } from '../../platform/mail/email-reader';
import { sendEmail } from '../../platform/mail/send-email';
import { listSucceededActions } from '../audit';
import { driverDecisionEmail } from './driver-decision-email';
import { readDriver } from './driver-reader';
import { findDriverById, loadDriverRecord } from './drivers.repository';
import type { DriversContext } from './drivers-context';
import { missingSections, SECTION_MESSAGES } from './profile-completeness';
import { decideSubmittedDriver, findUserContact, listDriversInState } from './staff-drivers.repository';

/** `GET /admin/drivers/`: a page of profiles in one state with who they belong to. */
export const listDriversForReview = async (
  ctx: DriversContext,
  query: { state: Driver['profile_state']; page: number; page_size: number },
): Promise<StaffDriverPage> => {
  const { count, rows } = await listDriversInState(ctx.db, {
    state: query.state,
    page: query.page,
    pageSize: query.page_size,
  });
  const history = await decisionHistory(
    ctx,
    rows.map(({ driver }) => driver),
  );
  const today = ctx.clock.now().toISOString().slice(0, 10);
  const results = [];
  for (const { driver, user } of rows) {
    const view = await readDriver(ctx, driver);
    results.push({
      user,
      driver: view,
      insurance_flags: insuranceFlags(view.vehicles, today),
      decisions: history.get(driver.id) ?? [],
    });
  }
  return { count, page: query.page, page_size: query.page_size, results };
};

const DECISION_ROUTE = '/api/admin/drivers/:id/decision/';

/**
 * Each profile's decisions, oldest first, read back from the staff audit trail. A decision the trail does not hold
 * (taken before it existed, or written straight to the database) still shows from the profile's own decision columns.
 */
const decisionHistory = async (
  ctx: DriversContext,
  rows: { id: string; decidedAt: Date | null; decisionReason: string | null; profileState: string }[],
): Promise<Map<string, DriverDecisionRecord[]>> => {
  const actions = await listSucceededActions(ctx.db, { route: DECISION_ROUTE, targetIds: rows.map((row) => row.id) });
  const history = new Map<string, DriverDecisionRecord[]>();
  for (const action of actions) {
    const decision = action.detail.decision;
    if (!action.targetId || (decision !== 'approve' && decision !== 'reject')) continue;
    const reason = typeof action.detail.reason === 'string' ? action.detail.reason : null;
    const list = history.get(action.targetId) ?? [];
    list.push({
      at: action.createdAt.toISOString(),
      decision,
      reason,
      staff: action.staff ? { id: action.staff.id, name: action.staff.name } : null,
    });
    history.set(action.targetId, list);
  }
  for (const row of rows) {
    // Only a profile still in its decided state says what that decision was (a resubmission clears the reason).
    const decided = row.profileState === 'approved' || row.profileState === 'rejected';
    if (!row.decidedAt || !decided || history.has(row.id)) continue;
    history.set(row.id, [
      {
        at: row.decidedAt.toISOString(),
        decision: row.profileState === 'rejected' ? 'reject' : 'approve',
        reason: row.decisionReason,
        staff: null,
      },
    ]);
  }
  return history;
};

/** A profile edited after it was submitted (a vehicle removed) may have gaps again; it cannot be approved so. */
const refuseIncompleteApproval = async (ctx: DriversContext, driverId: string) => {
  const row = await findDriverById(ctx.db, driverId);
  if (!row) throw new AppError('not_found', 'No such driver profile.');
  const missing = missingSections(await loadDriverRecord(ctx.db, row));
  if (missing.length === 0) return;
  throw new AppError(
    'driver_profile_incomplete',
    'This profile has missing sections; reject it with a reason instead.',
    Object.fromEntries(
      missing.map((section) => [section, [fieldProblem('section_incomplete', SECTION_MESSAGES[section])]]),
    ),
  );
};

/**
 * `PUT /admin/drivers/{id}/decision/`: approve, or reject with the reason the driver will read. Only a submitted
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
    throw new AppError('driver_profile_not_pending', 'Only a profile waiting for review can be approved or rejected.');
  }
  const contact = await findUserContact(ctx.db, decided.userId);
  if (contact?.email) {
    await sendEmail({
      ...ctx,
      message: driverDecisionEmail({
        reader: await readerOf(contact, null),
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
