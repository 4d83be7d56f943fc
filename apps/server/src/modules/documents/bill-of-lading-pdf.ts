import { formatLength, formatWeight, LOAD_TYPES, type LoadType } from '@freight/domain';
import { type EmailReader, formatDateTimeForReader } from '../../platform/mail/email-reader';
import { type EmailTranslate, emailTranslator } from '../../platform/mail/email-texts';
import type { HaulRecord } from '../hauls';
import { loadLine, partyLine, placeLine } from './document-parts';
import type { PartyRow } from './documents.repository';
import { drawInspection, type PrintedInspections } from './inspection-pdf-part';
import { writePdf } from './pdf-document';

/** The load type in the reader's words, as the quote form names it; a type this server does not know prints as is. */
const loadTypeName = (t: EmailTranslate, loadType: string): string =>
  (LOAD_TYPES as readonly string[]).includes(loadType) ? t(`billOfLading.loadTypes.${loadType as LoadType}`) : loadType;

export type BillOfLadingData = {
  shipper: PartyRow;
  driver: PartyRow;
  record: HaulRecord;
  inspections: PrintedInspections;
};

/**
 * The bill of lading: parties, places, the load in the reader's units, the times the driver was confirmed, picked up
 * and delivered, then the electronic bill of lading's pickup and delivery inspections (photos as thumbnails, marks,
 * readings, names, signatures, times, places). Before the pickup inspection exists its place is an empty, named
 * frame: nothing here pretends photos were taken or the document signed.
 */
export const renderBillOfLadingPdf = (
  reader: EmailReader,
  { shipper, driver, record, inspections }: BillOfLadingData,
) => {
  const t = emailTranslator(reader.language);
  const { haul, load } = record;
  const when = (at: Date | null) => (at ? formatDateTimeForReader(reader, at) : t('billOfLading.notYet'));
  const length = (metres: number) => formatLength(metres, reader.units, reader.language);
  return writePdf({
    title: t('billOfLading.title'),
    createdAt: haul.confirmedAt ?? haul.createdAt,
    draw: (pdf) => {
      pdf.title(t('billOfLading.title'), loadLine(t, record));
      pdf.facts([
        { label: t('billOfLading.shipper'), value: partyLine(t, shipper) },
        { label: t('billOfLading.carrier'), value: partyLine(t, driver) },
        { label: t('billOfLading.pickup'), value: placeLine(record.origin) },
        { label: t('billOfLading.delivery'), value: placeLine(record.destination) },
      ]);
      pdf.heading(t('billOfLading.load'));
      pdf.facts([
        { label: t('billOfLading.load'), value: load.makeModel },
        { label: t('billOfLading.loadType'), value: loadTypeName(t, load.loadType) },
        {
          label: t('billOfLading.dimensions'),
          value: `${length(load.lengthM)} × ${length(load.widthM)} × ${length(load.heightM)}`,
        },
        { label: t('billOfLading.weight'), value: formatWeight(load.weightKg, reader.units, reader.language) },
        { label: t('billOfLading.readyAt'), value: when(load.readyAt) },
        { label: t('billOfLading.deliverBy'), value: when(load.deliverBy) },
      ]);
      pdf.heading(t('billOfLading.delivery'));
      pdf.facts([
        { label: t('billOfLading.confirmedAt'), value: when(haul.confirmedAt) },
        { label: t('billOfLading.pickedUpAt'), value: when(haul.pickedUpAt) },
        { label: t('billOfLading.deliveredAt'), value: when(haul.completedAt) },
      ]);
      if (inspections.pickup) drawInspection(pdf, t, reader, inspections.pickup);
      if (inspections.delivery) drawInspection(pdf, t, reader, inspections.delivery);
      if (!inspections.pickup) {
        pdf.reservedBox(t('billOfLading.photos'), t('billOfLading.photosNote'));
        pdf.reservedBox(t('billOfLading.signatures'), t('billOfLading.signaturesNote'));
      }
    },
  });
};
