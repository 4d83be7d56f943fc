import type { Inspection } from '@freight/domain';
import { picturePaths } from '../pictures';
import type { InspectionRecord } from './inspections.repository';

/** An inspection on the wire: photos as their private API paths, signatures as strokes (decision 019). */
export const toInspectionView = ({ inspection, driverName, photos }: InspectionRecord): Inspection => ({
  kind: inspection.kind,
  photos: photos.map((photo) => ({
    id: photo.pictureId,
    view: photo.view,
    ...picturePaths(photo.pictureId),
  })),
  marks: inspection.marks,
  odometer_km: inspection.odometerKm,
  engine_hours: inspection.engineHours,
  checklist: inspection.checklist,
  counterpart: {
    role: inspection.kind === 'pickup' ? 'shipper' : 'receiver',
    name: inspection.counterpartName,
    signature: inspection.counterpartSignature,
  },
  driver: { id: inspection.driverUserId, name: driverName, signature: inspection.driverSignature },
  place:
    inspection.lat === null || inspection.lon === null
      ? null
      : { lat: inspection.lat, lon: inspection.lon, accuracy: inspection.accuracyM },
  signed_at: inspection.signedAt.toISOString(),
  recorded_at: inspection.recordedAt.toISOString(),
});
