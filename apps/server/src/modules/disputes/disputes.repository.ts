import { and, asc, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { disputePictures, disputes, hauls, loads, payments, payouts, pictures, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';

export type DisputeRow = typeof disputes.$inferSelect;
export type DisputeSide = 'shipper' | 'driver';
export type DisputePictureRow = { id: string; width: number; height: number; side: DisputeSide };

export const findDisputeOfHaul = async (db: Database, haulId: string): Promise<DisputeRow | null> => {
  const [row] = await db.select().from(disputes).where(eq(disputes.haulId, haulId));
  return row ?? null;
};

export const findDispute = async (db: Database, disputeId: string): Promise<DisputeRow | null> => {
  const [row] = await db.select().from(disputes).where(eq(disputes.id, disputeId));
  return row ?? null;
};

/** The case row locked until the transaction ends: one staff decision at a time, and an answer never races it. */
export const lockDispute = async (tx: Database, disputeId: string): Promise<DisputeRow | null> => {
  const [row] = await tx.select().from(disputes).where(eq(disputes.id, disputeId)).for('update');
  return row ?? null;
};

/** The report, or null when the load has one already (the unique index decides between two at once). */
export const insertDispute = async (
  tx: Database,
  values: Pick<
    typeof disputes.$inferInsert,
    'id' | 'haulId' | 'reporterId' | 'driverUserId' | 'category' | 'note' | 'payoutHold' | 'createdAt'
  >,
): Promise<DisputeRow | null> => {
  const [row] = await tx.insert(disputes).values(values).onConflictDoNothing({ target: disputes.haulId }).returning();
  return row ?? null;
};

/**
 * Of `pictureIds`, those `ownerId` uploaded for a problem report and that no report uses yet, in the order given;
 * a picture that is someone else's, of another purpose, or used already is left out (the caller refuses then).
 */
export const findAttachablePictures = async (
  db: Database,
  { ownerId, pictureIds }: { ownerId: string; pictureIds: string[] },
): Promise<string[]> => {
  if (pictureIds.length === 0) return [];
  const rows = await db
    .select({ id: pictures.id })
    .from(pictures)
    .leftJoin(disputePictures, eq(disputePictures.pictureId, pictures.id))
    .where(
      and(
        inArray(pictures.id, pictureIds),
        eq(pictures.ownerId, ownerId),
        eq(pictures.purpose, 'dispute'),
        isNull(disputePictures.pictureId),
      ),
    );
  const found = new Set(rows.map((row) => row.id));
  return pictureIds.filter((id) => found.has(id));
};

export const attachPictures = async (
  tx: Database,
  { disputeId, side, pictureIds }: { disputeId: string; side: DisputeSide; pictureIds: string[] },
): Promise<void> => {
  if (pictureIds.length === 0) return;
  await tx
    .insert(disputePictures)
    .values(pictureIds.map((pictureId, index) => ({ disputeId, pictureId, side, sortOrder: index })));
};

export const listDisputePictures = (db: Database, disputeId: string): Promise<DisputePictureRow[]> =>
  db
    .select({
      id: pictures.id,
      width: pictures.width,
      height: pictures.height,
      side: sql<DisputeSide>`${disputePictures.side}`,
    })
    .from(disputePictures)
    .innerJoin(pictures, eq(pictures.id, disputePictures.pictureId))
    .where(eq(disputePictures.disputeId, disputeId))
    .orderBy(asc(disputePictures.side), asc(disputePictures.sortOrder));

/** The driver's answer, once: false when the case has one already or is no longer open. */
export const saveResponse = async (
  tx: Database,
  { disputeId, note, at }: { disputeId: string; note: string; at: Date },
): Promise<boolean> => {
  const rows = await tx
    .update(disputes)
    .set({ responseNote: note, respondedAt: at })
    .where(and(eq(disputes.id, disputeId), isNull(disputes.respondedAt), eq(disputes.status, 'open')))
    .returning({ id: disputes.id });
  return rows.length > 0;
};

export const saveResolution = (
  tx: Database,
  {
    disputeId,
    ...values
  }: Pick<
    typeof disputes.$inferInsert,
    'status' | 'outcome' | 'refundFreightCadCents' | 'refundTaxCadCents' | 'resolvedBy' | 'resolvedAt'
  > & { disputeId: string },
) => tx.update(disputes).set(values).where(eq(disputes.id, disputeId));

const personColumns = (table: typeof users) => ({
  id: table.id,
  name: table.name,
  email: table.email,
  telephone: table.telephone,
});

/** The staff list: open cases first, newest first within each. */
export const listDisputesForStaff = async (db: Database) => {
  const rows = await db
    .select({ dispute: disputes, load: loads.makeModel, shipper: personColumns(users) })
    .from(disputes)
    .innerJoin(hauls, eq(hauls.id, disputes.haulId))
    .innerJoin(loads, eq(loads.haulId, hauls.id))
    .innerJoin(users, eq(users.id, hauls.userId))
    .orderBy(sql`${disputes.status} = 'open' desc`, desc(disputes.createdAt))
    .limit(200);
  return rows;
};

export type PersonRow = { id: string; name: string; email: string | null; telephone: string | null };

export const findPerson = async (db: Database, userId: string | null): Promise<PersonRow | null> => {
  if (!userId) return null;
  const [row] = await db.select(personColumns(users)).from(users).where(eq(users.id, userId));
  return row ?? null;
};

/** The people of a set of user ids, by id (the staff list's drivers). */
export const findPeople = async (db: Database, userIds: string[]): Promise<Map<string, PersonRow>> => {
  if (userIds.length === 0) return new Map();
  const rows = await db.select(personColumns(users)).from(users).where(inArray(users.id, userIds));
  return new Map(rows.map((row) => [row.id, row]));
};

/** What the shipper's cards were charged for the load and what went back (CAD cents, tax included). */
export const sumHaulPayments = async (db: Database, haulId: string) => {
  const [row] = await db
    .select({
      charged: sql<string>`coalesce(sum(${payments.amountCadCents}), 0)`,
      refunded: sql<string>`coalesce(sum(${payments.refundedCadCents}), 0)`,
    })
    .from(payments)
    .where(and(eq(payments.haulId, haulId), eq(payments.purpose, 'haul'), eq(payments.status, 'succeeded')));
  return { chargedCents: Number(row?.charged ?? 0), refundedCents: Number(row?.refunded ?? 0) };
};

export const findPayoutOfHaul = async (db: Database, haulId: string) => {
  const [row] = await db
    .select({ amountCents: payouts.amountCents, status: payouts.status })
    .from(payouts)
    .where(eq(payouts.haulId, haulId));
  return row ?? null;
};
