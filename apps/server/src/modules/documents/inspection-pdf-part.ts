import type { HaulInspections, Inspection } from '@freight/domain';
import { type EmailReader, formatDateTimeForReader } from '../../platform/mail/email-reader';
import type { EmailTranslate } from '../../platform/mail/email-texts';
import type { FileStorage } from '../../platform/storage/file-storage';
import { pictureThumbForPrint } from '../pictures';
import type { PdfWriter } from './pdf-document';

/** An inspection with its photos' thumbnails read for printing (a photo whose file is gone is left out). */
export type PrintedInspection = Inspection & { thumbnails: { bytes: Buffer; caption: string }[] };

export type PrintedInspections = { pickup: PrintedInspection | null; delivery: PrintedInspection | null };

const withThumbnails = async (
  storage: FileStorage | null,
  inspection: Inspection | null,
  caption: (index: number, view: Inspection['photos'][number]['view']) => string,
): Promise<PrintedInspection | null> => {
  if (!inspection) return null;
  const thumbnails: PrintedInspection['thumbnails'] = [];
  if (storage) {
    for (const [index, photo] of inspection.photos.entries()) {
      const bytes = await pictureThumbForPrint(storage, photo.id);
      if (bytes) thumbnails.push({ bytes, caption: caption(index, photo.view) });
    }
  }
  return { ...inspection, thumbnails };
};

/** Reads the inspections' thumbnails for the bill of lading (JPEG, from the private store). */
export const printedInspections = async (
  storage: FileStorage | null,
  inspections: HaulInspections,
  t: EmailTranslate,
): Promise<PrintedInspections> => {
  const caption = (index: number, view: Inspection['photos'][number]['view']) =>
    `${index + 1}. ${t(`billOfLading.views.${view}`)}`;
  return {
    pickup: await withThumbnails(storage, inspections.pickup, caption),
    delivery: await withThumbnails(storage, inspections.delivery, caption),
  };
};

/**
 * One inspection on the bill of lading: when and where it was signed, who handed over or received the load, the
 * readings, (pickup) the securement checks, each damage mark with its note, the photos as thumbnails, and the
 * signatures redrawn from their strokes.
 */
export const drawInspection = (
  pdf: PdfWriter,
  t: EmailTranslate,
  reader: EmailReader,
  inspection: PrintedInspection,
): void => {
  const counterpartLabel = t(inspection.kind === 'pickup' ? 'billOfLading.handedOverBy' : 'billOfLading.receivedBy');
  pdf.heading(t(inspection.kind === 'pickup' ? 'billOfLading.pickupInspection' : 'billOfLading.deliveryInspection'));
  const facts = [
    { label: t('billOfLading.signedAt'), value: formatDateTimeForReader(reader, new Date(inspection.signed_at)) },
    {
      label: t('billOfLading.place'),
      value: inspection.place
        ? `${inspection.place.lat.toFixed(5)}, ${inspection.place.lon.toFixed(5)}`
        : t('billOfLading.placeUnknown'),
    },
    { label: counterpartLabel, value: inspection.counterpart.name },
    { label: t('billOfLading.carrier'), value: inspection.driver.name },
  ];
  if (inspection.odometer_km !== null) {
    facts.push({
      label: t('billOfLading.odometer'),
      value: `${inspection.odometer_km.toLocaleString(reader.language)} km`,
    });
  }
  if (inspection.engine_hours !== null) {
    facts.push({
      label: t('billOfLading.engineHours'),
      value: inspection.engine_hours.toLocaleString(reader.language),
    });
  }
  if (inspection.kind === 'pickup') {
    facts.push({
      label: t('billOfLading.securement'),
      value: inspection.checklist.map((check) => t(`billOfLading.checks.${check}`)).join('; ') || '—',
    });
  }
  const photoNumber = new Map(inspection.photos.map((photo, index) => [photo.id, index + 1]));
  facts.push({
    label: t('billOfLading.damage'),
    value:
      inspection.marks.length === 0
        ? t('billOfLading.noDamage')
        : inspection.marks
            .map((mark, index) => {
              const where =
                mark.picture === null
                  ? t('billOfLading.onDiagram', { x: Math.round(mark.x * 100), y: Math.round(mark.y * 100) })
                  : t('billOfLading.onPhoto', { number: photoNumber.get(mark.picture) ?? '?' });
              return `${index + 1}. ${mark.note} (${where})`;
            })
            .join('\n'),
  });
  pdf.facts(facts);
  if (inspection.thumbnails.length > 0) pdf.thumbnails(inspection.thumbnails);
  const signatures = [
    { label: `${counterpartLabel}: ${inspection.counterpart.name}`, signature: inspection.counterpart.signature },
  ];
  if (inspection.driver.signature) {
    signatures.push({
      label: `${t('billOfLading.carrier')}: ${inspection.driver.name}`,
      signature: inspection.driver.signature,
    });
  }
  pdf.signatures(signatures);
};
