import type {
  DeliveryInspectionBody,
  InspectionPhotoView,
  PickupInspectionBody,
  SecurementCheck,
  Signature,
} from '@freight/domain';
import type { PhotoDraft } from '../../shared/inspection/inspection-photos';

/** The guided views asked for one by one; close-ups may be added as often as the driver wants. */
export const GUIDED_VIEWS: InspectionPhotoView[] = ['front', 'back', 'left', 'right'];

/** What the driver fills in on the phone, before photos are uploaded. */
export type InspectionDraft = {
  photos: PhotoDraft[];
  marks: { x: number; y: number; note: string }[];
  odometerKm: number | null;
  engineHours: number | null;
  checklist: SecurementCheck[];
  counterpartName: string;
  counterpartSignature: Signature | null;
  driverSignature: Signature | null;
};

export const emptyDraft = (): InspectionDraft => ({
  photos: [],
  marks: [],
  odometerKm: null,
  engineHours: null,
  checklist: [],
  counterpartName: '',
  counterpartSignature: null,
  driverSignature: null,
});

/** What is still missing, as the keys the form words: a pickup needs the driver's signature too. */
export type DraftProblem = 'photos' | 'markNote' | 'counterpartName' | 'counterpartSignature' | 'driverSignature';

export const draftProblems = (draft: InspectionDraft, kind: 'pickup' | 'delivery'): DraftProblem[] => {
  const problems: DraftProblem[] = [];
  if (draft.photos.length === 0) problems.push('photos');
  if (draft.marks.some((mark) => mark.note.trim() === '')) problems.push('markNote');
  if (draft.counterpartName.trim() === '') problems.push('counterpartName');
  if (!draft.counterpartSignature) problems.push('counterpartSignature');
  if (kind === 'pickup' && !draft.driverSignature) problems.push('driverSignature');
  return problems;
};

type Extras = { place: { lat: number; lon: number; accuracy: number | null } | null; signedAt: string };

const common = (draft: InspectionDraft, { place, signedAt }: Extras) => ({
  marks: draft.marks.map((mark) => ({ ...mark, note: mark.note.trim(), picture: null })),
  odometer_km: draft.odometerKm,
  engine_hours: draft.engineHours,
  place,
  signed_at: signedAt,
});

const signed = (signature: Signature | null): Signature => {
  if (!signature) throw new Error('draftProblems lets no unsigned draft through');
  return signature;
};

/** The pickup body but its photos (uploaded now, or kept on the device until the signal returns). */
export const pickupBodyOf = (draft: InspectionDraft, extras: Extras): Omit<PickupInspectionBody, 'photos'> => ({
  ...common(draft, extras),
  checklist: draft.checklist,
  shipper: { name: draft.counterpartName.trim(), signature: signed(draft.counterpartSignature) },
  driver_signature: signed(draft.driverSignature),
});

export const deliveryBodyOf = (draft: InspectionDraft, extras: Extras): Omit<DeliveryInspectionBody, 'photos'> => ({
  ...common(draft, extras),
  receiver: { name: draft.counterpartName.trim(), signature: signed(draft.counterpartSignature) },
});
