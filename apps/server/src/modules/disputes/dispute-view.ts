import type {
  Dispute,
  DisputeCategory,
  DisputeOutcome,
  DisputePicture,
  DisputeStatus,
  PayoutHold,
} from '@freight/domain';
import { picturePaths } from '../pictures';
import type { DisputePictureRow, DisputeRow } from './disputes.repository';

const toPicture = (row: DisputePictureRow): DisputePicture => ({
  id: row.id,
  ...picturePaths(row.id),
  width: row.width,
  height: row.height,
});

/** A case on the wire, as its parties and staff see it (pictures stay private: their paths need a key). */
export const toDisputeView = (
  row: DisputeRow,
  pictures: DisputePictureRow[],
  creditNoteNumber: string | null,
): Dispute => ({
  id: row.id,
  haul_id: row.haulId,
  category: row.category as DisputeCategory,
  note: row.note,
  pictures: pictures.filter((picture) => picture.side === 'shipper').map(toPicture),
  created: row.createdAt.toISOString(),
  status: row.status as DisputeStatus,
  payout_hold: row.payoutHold as PayoutHold,
  response:
    row.respondedAt && row.responseNote !== null
      ? {
          note: row.responseNote,
          pictures: pictures.filter((picture) => picture.side === 'driver').map(toPicture),
          created: row.respondedAt.toISOString(),
        }
      : null,
  resolution:
    row.outcome && row.resolvedAt
      ? {
          outcome: row.outcome as DisputeOutcome,
          refund_freight_cad_cents: row.refundFreightCadCents,
          refund_tax_cad_cents: row.refundTaxCadCents,
          credit_note_number: creditNoteNumber,
          resolved: row.resolvedAt.toISOString(),
        }
      : null,
});
