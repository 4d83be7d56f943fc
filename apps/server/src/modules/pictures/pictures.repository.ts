import { eq, inArray } from 'drizzle-orm';
import { pictures } from '../../db/schema/pictures';
import type { Database } from '../../platform/db/database';

export type PictureRow = typeof pictures.$inferSelect;
export type NewPicture = typeof pictures.$inferInsert;
export type PictureChanges = Partial<Pick<NewPicture, 'caption' | 'sortOrder' | 'haulId'>>;

export const insertPictures = async (db: Database, values: NewPicture[]): Promise<PictureRow[]> => {
  if (values.length === 0) return [];
  return db.insert(pictures).values(values).returning();
};

export const findPictureById = async (db: Database, id: string): Promise<PictureRow | undefined> => {
  const [row] = await db.select().from(pictures).where(eq(pictures.id, id)).limit(1);
  return row;
};

/** Answers the deleted row, or undefined when it was already gone. */
export const deletePicture = async (db: Database, id: string): Promise<PictureRow | undefined> => {
  const [row] = await db.delete(pictures).where(eq(pictures.id, id)).returning();
  return row;
};

export const updatePicture = async (db: Database, id: string, changes: PictureChanges): Promise<PictureRow> => {
  const [row] = await db.update(pictures).set(changes).where(eq(pictures.id, id)).returning();
  if (!row) throw new Error(`picture ${id} vanished during update`);
  return row;
};

/** For mergeVisitorInto: the visitor's draft pictures follow them into the account they log into. */
export const movePicturesToOwner = async (db: Database, fromUserId: string, toUserId: string): Promise<void> => {
  await db.update(pictures).set({ ownerId: toUserId }).where(eq(pictures.ownerId, fromUserId));
};

/** The pictures of these ids that exist (any owner, any purpose): the caller checks whose and what they are. */
export const findPicturesByIds = async (db: Database, ids: readonly string[]): Promise<PictureRow[]> =>
  ids.length === 0
    ? []
    : db
        .select()
        .from(pictures)
        .where(inArray(pictures.id, [...ids]));
