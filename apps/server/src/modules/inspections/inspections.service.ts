import type { HaulInspections, InspectionKind } from '@freight/domain';
import { haulHolderId } from '@freight/domain';
import type { UserRow } from '../../platform/auth/auth-hook';
import type { Database } from '../../platform/db/database';
import { AppError } from '../../platform/errors/app-error';
import { findHaulRecord, isShipperSide } from '../hauls';
import { assertUsableInspection, type DeliveryInspectionInput, type PickupInspectionInput } from './inspection-input';
import { toInspectionView } from './inspection-view';
import { findHaulInspections, insertInspection, type NewInspection } from './inspections.repository';

type Recording<Input> = { haulId: string; driverUserId: string; input: Input; now: Date };

/** A signing time from a phone: never after the server's now (a clock set ahead proves nothing later). */
const signedAt = (input: { signed_at?: string | undefined }, now: Date): Date => {
  const at = input.signed_at ? new Date(input.signed_at) : now;
  return at.getTime() > now.getTime() ? now : at;
};

const common = (
  kind: InspectionKind,
  { haulId, driverUserId, input, now }: Recording<PickupInspectionInput | DeliveryInspectionInput>,
): Omit<NewInspection, 'counterpartName' | 'counterpartSignature'> => ({
  haulId,
  kind,
  driverUserId,
  marks: input.marks,
  odometerKm: input.odometer_km ?? null,
  engineHours: input.engine_hours ?? null,
  lat: input.place?.lat ?? null,
  lon: input.place?.lon ?? null,
  accuracyM: input.place?.accuracy ?? null,
  signedAt: signedAt(input, now),
  recordedAt: now,
});

const photosOf = (input: PickupInspectionInput | DeliveryInspectionInput) =>
  input.photos.map((photo) => ({ pictureId: photo.picture, view: photo.view }));

/**
 * Records the pickup inspection inside the caller's transaction (the one that moves the haul to picked up), after
 * checking its photos. False when the haul already has one: a replayed move keeps the first record.
 */
export const recordPickupInspection = async (
  tx: Database,
  recording: Recording<PickupInspectionInput>,
): Promise<boolean> => {
  const { input, driverUserId } = recording;
  await assertUsableInspection(tx, { driverUserId, input });
  const row = await insertInspection(
    tx,
    {
      ...common('pickup', recording),
      counterpartName: input.shipper.name,
      counterpartSignature: input.shipper.signature,
      driverSignature: input.driver_signature,
      checklist: input.checklist,
    },
    photosOf(input),
  );
  return row !== null;
};

/** Records the delivery inspection inside the completion's transaction (same rules as the pickup one). */
export const recordDeliveryInspection = async (
  tx: Database,
  recording: Recording<DeliveryInspectionInput>,
): Promise<boolean> => {
  const { input, driverUserId } = recording;
  await assertUsableInspection(tx, { driverUserId, input });
  const row = await insertInspection(
    tx,
    {
      ...common('delivery', recording),
      counterpartName: input.receiver.name,
      counterpartSignature: input.receiver.signature,
      driverSignature: null,
    },
    photosOf(input),
  );
  return row !== null;
};

/** A haul's inspections as the parties read them; no access check (for documents and disputes, which check). */
export const readHaulInspections = async (db: Database, haulId: string): Promise<HaulInspections> => {
  const found = await findHaulInspections(db, haulId);
  return {
    pickup: found.pickup ? toInspectionView(found.pickup) : null,
    delivery: found.delivery ? toInspectionView(found.delivery) : null,
  };
};

/**
 * `GET /haul/{id}/inspection/`: the shipper, the driver holding the load and staff read its inspections; anyone
 * else (another driver, another shipper, a visitor) is told the haul does not exist.
 */
export const viewHaulInspections = async (
  db: Database,
  { user, haulId }: { user: UserRow; haulId: string },
): Promise<HaulInspections> => {
  const record = await findHaulRecord(db, haulId);
  if (!record || !(isShipperSide(user, record.haul) || haulHolderId(record.haul) === user.id)) {
    throw new AppError('not_found', 'No such haul.');
  }
  return readHaulInspections(db, haulId);
};
