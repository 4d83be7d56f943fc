import { loadReference } from '@freight/domain';
import type { EmailTranslate } from '../../platform/mail/email-texts';
import type { HaulRecord } from '../hauls';
import type { PartyRow } from './documents.repository';

/** "Load #1A2B3C4D: Regina, SK to Calgary, AB", as on the job page and in emails. */
export const loadLine = (t: EmailTranslate, record: HaulRecord): string =>
  t('documents.load', { ref: loadReference(record.haul.id), from: record.origin.name, to: record.destination.name });

/** A party as documents name them: their name and how to reach them (email, else telephone). */
export const partyLine = (t: EmailTranslate, party: PartyRow): string => {
  const contact = party.email ?? party.telephone;
  return contact ? t('documents.contact', { name: party.name, contact }) : party.name;
};

/** A place with its street address when the shipper gave one. */
export const placeLine = (place: HaulRecord['origin']): string =>
  place.address && place.address !== place.name ? `${place.name}\n${place.address}` : place.name;
