import type { InspectionKind, InspectionPhotoView } from '@freight/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import { haulInspectionPhotos, haulInspections, users } from '../../db/schema';
import type { Database } from '../../platform/db/database';

export type InspectionRow = typeof haulInspections.$inferSelect;
export type NewInspection = typeof haulInspections.$inferInsert;
type InspectionPhotoRow = typeof haulInspectionPhotos.$inferSelect;

/** An inspection as stored, with its photos in the order taken and the inspecting driver's name. */
export type InspectionRecord = { inspection: InspectionRow; driverName: string; photos: InspectionPhotoRow[] };

/**
 * Writes one inspection and its photos. `on conflict do nothing`: a second inspection of the same kind (a replayed
 * offline move) keeps the first; null tells the caller nothing was written.
 */
export const insertInspection = async (
  tx: Database,
  values: NewInspection,
  photos: { pictureId: string; view: InspectionPhotoView }[],
): Promise<InspectionRow | null> => {
  const [row] = await tx.insert(haulInspections).values(values).onConflictDoNothing().returning();
  if (!row) return null;
  await tx
    .insert(haulInspectionPhotos)
    .values(photos.map((photo, index) => ({ ...photo, inspectionId: row.id, sortOrder: index })));
  return row;
};

/** Which of these pictures are already part of an inspection (a photo proves one inspection only). */
export const findUsedPictureIds = async (db: Database, pictureIds: readonly string[]): Promise<Set<string>> => {
  if (pictureIds.length === 0) return new Set();
  const rows = await db
    .select({ pictureId: haulInspectionPhotos.pictureId })
    .from(haulInspectionPhotos)
    .where(inArray(haulInspectionPhotos.pictureId, [...pictureIds]));
  return new Set(rows.map((row) => row.pictureId));
};

/** A haul's inspections (pickup, delivery), each with its photos. */
export const findHaulInspections = async (
  db: Database,
  haulId: string,
): Promise<Partial<Record<InspectionKind, InspectionRecord>>> => {
  const rows = await db
    .select({ inspection: haulInspections, driverName: users.name })
    .from(haulInspections)
    .innerJoin(users, eq(users.id, haulInspections.driverUserId))
    .where(eq(haulInspections.haulId, haulId));
  if (rows.length === 0) return {};
  const photos = await db
    .select()
    .from(haulInspectionPhotos)
    .where(
      inArray(
        haulInspectionPhotos.inspectionId,
        rows.map((row) => row.inspection.id),
      ),
    )
    .orderBy(asc(haulInspectionPhotos.sortOrder));
  return Object.fromEntries(
    rows.map((row) => [
      row.inspection.kind,
      {
        inspection: row.inspection,
        driverName: row.driverName,
        photos: photos.filter((photo) => photo.inspectionId === row.inspection.id),
      },
    ]),
  );
};
