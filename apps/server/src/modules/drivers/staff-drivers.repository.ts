import type { DriverProfileState } from '@freight/domain';
import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { drivers, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';
import type { ReaderChoices } from '../../platform/mail/email-reader';
import type { DriverRow } from './drivers.repository';

export type ReviewedUser = { id: string; name: string; email: string | null; telephone: string | null };

/** Profiles in one state with who they belong to: waiting ones longest waiting first, decided ones latest first. */
export const listDriversInState = async (
  db: Database,
  { state, page, pageSize }: { state: DriverProfileState; page: number; pageSize: number },
): Promise<{ count: number; rows: { driver: DriverRow; user: ReviewedUser }[] }> => {
  const [total] = await db.select({ total: count() }).from(drivers).where(eq(drivers.profileState, state));
  const rows = await db
    .select({
      driver: drivers,
      user: { id: users.id, name: users.name, email: users.email, telephone: users.telephone },
    })
    .from(drivers)
    .innerJoin(users, eq(users.id, drivers.userId))
    .where(eq(drivers.profileState, state))
    .orderBy(
      ...(state === 'approved' || state === 'rejected'
        ? // Decided profiles: the latest decisions first, the ones staff look back at.
          [sql`${drivers.decidedAt} desc nulls last`, desc(drivers.id)]
        : [sql`${drivers.submittedAt} asc nulls last`, asc(drivers.createdAt), asc(drivers.id)]),
    )
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { count: total?.total ?? 0, rows };
};

/** Records staff's decision only if the profile is still waiting for one, so two reviewers cannot both decide. */
export const decideSubmittedDriver = async (
  db: Database,
  {
    driverId,
    state,
    reason,
    staffId,
    at,
  }: { driverId: string; state: 'approved' | 'rejected'; reason: string | null; staffId: string; at: Date },
): Promise<DriverRow | null> => {
  const [row] = await db
    .update(drivers)
    .set({ profileState: state, decisionReason: reason, decidedBy: staffId, decidedAt: at, updatedAt: at })
    .where(and(eq(drivers.id, driverId), eq(drivers.profileState, 'submitted')))
    .returning();
  return row ?? null;
};

/** Who to write to, with the language, units and currency their emails are written in. */
export type UserContact = ReviewedUser & ReaderChoices;

export const findUserContact = async (db: Database, userId: string): Promise<UserContact | null> => {
  const [row] = await db
    .select({
      id: users.id,
      name: users.name,
      email: users.email,
      telephone: users.telephone,
      languageChoice: users.languageChoice,
      unitChoice: users.unitChoice,
      currencyChoice: users.currencyChoice,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row ?? null;
};
