import { and, eq } from 'drizzle-orm';
import { hauls, loads, places } from '../../db/schema';
import type { Database } from '../../platform/db/database';

export type HaulRow = typeof hauls.$inferSelect;
export type LoadRow = typeof loads.$inferSelect;
export type PlaceRow = typeof places.$inferSelect;
/** A haul with its load and both places: what every view of a haul needs. */
export type HaulRecord = { haul: HaulRow; load: LoadRow; origin: PlaceRow; destination: PlaceRow };

export type NewHaul = Omit<typeof hauls.$inferInsert, 'id'>;
export type NewLoad = Omit<typeof loads.$inferInsert, 'id' | 'haulId'>;
export type NewPlace = Omit<typeof places.$inferInsert, 'id' | 'haulId' | 'role'>;

export const findHaulRecord = async (db: Database, haulId: string): Promise<HaulRecord | null> => {
  const [row] = await db
    .select({ haul: hauls, load: loads })
    .from(hauls)
    .innerJoin(loads, eq(loads.haulId, hauls.id))
    .where(eq(hauls.id, haulId));
  if (!row) return null;
  const rows = await db.select().from(places).where(eq(places.haulId, haulId));
  const origin = rows.find((place) => place.role === 'origin');
  const destination = rows.find((place) => place.role === 'destination');
  if (!origin || !destination) return null;
  return { ...row, origin, destination };
};

/** A haul with its load and places, all or nothing. */
export const insertHaulRecord = async (
  db: Database,
  { haul, load, origin, destination }: { haul: NewHaul; load: NewLoad; origin: NewPlace; destination: NewPlace },
): Promise<string> =>
  db.transaction(async (tx) => {
    const [inserted] = await tx.insert(hauls).values(haul).returning({ id: hauls.id });
    if (!inserted) throw new Error('inserting a haul returned no row');
    await tx.insert(loads).values({ ...load, haulId: inserted.id });
    await tx.insert(places).values([
      { ...origin, haulId: inserted.id, role: 'origin' },
      { ...destination, haulId: inserted.id, role: 'destination' },
    ]);
    return inserted.id;
  });

/**
 * Replaces the quote, load and places of a draft, all or nothing. Returns false when the haul is no longer a draft
 * of that user (published or deleted meanwhile): the condition is in the UPDATE, so a race cannot slip past it.
 */
export const updateDraftRecord = async (
  db: Database,
  {
    haulId,
    userId,
    haul,
    load,
    origin,
    destination,
  }: { haulId: string; userId: string; haul: Partial<NewHaul>; load: NewLoad; origin: NewPlace; destination: NewPlace },
): Promise<boolean> =>
  db.transaction(async (tx) => {
    const updated = await tx
      .update(hauls)
      .set(haul)
      .where(and(eq(hauls.id, haulId), eq(hauls.userId, userId), eq(hauls.status, 'draft')))
      .returning({ id: hauls.id });
    if (updated.length === 0) return false;
    await tx.update(loads).set(load).where(eq(loads.haulId, haulId));
    await tx
      .update(places)
      .set(origin)
      .where(and(eq(places.haulId, haulId), eq(places.role, 'origin')));
    await tx
      .update(places)
      .set(destination)
      .where(and(eq(places.haulId, haulId), eq(places.role, 'destination')));
    return true;
  });

/** A visitor who logs into an existing account keeps their quotes and drafts (DECISION 004). */
export const moveHaulsToUser = async (db: Database, fromUserId: string, toUserId: string): Promise<void> => {
  await db.update(hauls).set({ userId: toUserId }).where(eq(hauls.userId, fromUserId));
};

const placeCopy = ({ id: _id, haulId: _haulId, role: _role, ...place }: PlaceRow): NewPlace => place;

/** A new draft for `userId` with the same load, places and quote: what claiming an emailed quote gives. */
export const copyHaulRecord = async (db: Database, record: HaulRecord, userId: string, now: Date): Promise<string> => {
  const { id: _haulId, ...haul } = record.haul;
  const { id: _loadId, haulId: _loadHaulId, ...load } = record.load;
  return insertHaulRecord(db, {
    haul: { ...haul, userId, status: 'draft', boostPercent: 0, createdAt: now, updatedAt: now },
    load,
    origin: placeCopy(record.origin),
    destination: placeCopy(record.destination),
  });
};

/** Whose haul this is, or null when there is no such haul. */
export const findHaulOwnerId = async (db: Database, haulId: string): Promise<string | null> => {
  const [row] = await db.select({ userId: hauls.userId }).from(hauls).where(eq(hauls.id, haulId));
  return row?.userId ?? null;
};
