import { checkBankDetails, PROFILE_SECTIONS, type ProfileSection, REFERENCES_REQUESTED } from '@freight/domain';
import type { BankRow, DriverRecord } from './drivers.repository';

/** What the driver is told for each section still missing before the profile can be submitted. */
export const SECTION_MESSAGES: Record<ProfileSection, string> = {
  type: 'Choose commercial or non-commercial.',
  commercial: 'Enter the company name.',
  regions: 'Choose at least one region you work in.',
  vehicles: 'Add at least one vehicle.',
  experience: 'Enter your years of driving experience.',
  references: `Give ${REFERENCES_REQUESTED} references, each with a name and a telephone or email.`,
  deposit: 'Enter your bank details for direct deposit.',
  base: 'Enter your base address and pick it on the map.',
};

/** Stored details are checked again, so a row saved before a rule changed does not count as complete. */
export const isBankComplete = (bank: BankRow | null): boolean =>
  bank !== null &&
  bank.bankAccount !== '' &&
  checkBankDetails(
    { bank_institution: bank.bankInstitution, bank_transit: bank.bankTransit, bank_account: bank.bankAccount },
    bank.country,
  ).ok;

/** The sections still missing before submission, in the order the registration screens ask for them. */
export const missingSections = ({ driver, vehicles, references, bank }: DriverRecord): ProfileSection[] => {
  const usableReferences = references.filter(
    (reference) => reference.name.trim() !== '' && (reference.telephone.trim() !== '' || reference.email.trim() !== ''),
  );
  const isMissing: Record<ProfileSection, boolean> = {
    type: driver.driverType === 'nondriver',
    commercial: driver.driverType === 'commercial' && driver.companyName.trim() === '',
    regions: driver.regions.length === 0,
    vehicles: vehicles.length === 0,
    experience: driver.expYears === null,
    references: usableReferences.length < REFERENCES_REQUESTED,
    deposit: !isBankComplete(bank),
    base: driver.baseAddress.trim() === '' || driver.baseLon === null || driver.baseLat === null,
  };
  return PROFILE_SECTIONS.filter((section) => isMissing[section]);
};
