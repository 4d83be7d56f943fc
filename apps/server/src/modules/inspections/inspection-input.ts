import type { DeliveryInspectionBodySchema, PickupInspectionBodySchema } from '@freight/domain';
import type { z } from 'zod';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { type FieldProblems, fieldProblem } from '../../platform/errors/field-problems';
import { findPicturesByIds } from '../pictures';
import { findUsedPictureIds } from './inspections.repository';

export type PickupInspectionInput = z.output<typeof PickupInspectionBodySchema>;
export type DeliveryInspectionInput = z.output<typeof DeliveryInspectionBodySchema>;
type InspectionInput = PickupInspectionInput | DeliveryInspectionInput;

const NOT_USABLE = 'This photo cannot be used: take it again.';

/**
 * What the schema cannot check alone: every photo is the driver's own inspection upload, sent once and not already
 * proving another inspection, and every mark placed on a photo is on one of this inspection's photos. All problems
 * are answered together, by field path (`photos.2.picture`), as a 400 `validation_failed`.
 */
export const assertUsableInspection = async (
  db: Database,
  { driverUserId, input }: { driverUserId: string; input: InspectionInput },
): Promise<void> => {
  const ids = input.photos.map((photo) => photo.picture);
  const [found, used] = await Promise.all([findPicturesByIds(db, ids), findUsedPictureIds(db, ids)]);
  const usable = new Set(
    found
      .filter((row) => row.ownerId === driverUserId && row.purpose === 'inspection' && !used.has(row.id))
      .map((row) => row.id),
  );
  const problems: FieldProblems = {};
  const seen = new Set<string>();
  ids.forEach((id, index) => {
    const path = `photos.${index}.picture`;
    if (seen.has(id)) problems[path] = [fieldProblem('picture_sent_twice', 'This photo is in the list twice.')];
    else if (!usable.has(id)) problems[path] = [fieldProblem('picture_not_usable', NOT_USABLE)];
    seen.add(id);
  });
  input.marks.forEach((mark, index) => {
    if (mark.picture !== null && !seen.has(mark.picture)) {
      problems[`marks.${index}.picture`] = [fieldProblem('not_found', 'Place the mark on one of these photos.')];
    }
  });
  if (Object.keys(problems).length > 0) {
    throw new AppError('validation_failed', 'Some fields are missing or invalid.', problems);
  }
};
