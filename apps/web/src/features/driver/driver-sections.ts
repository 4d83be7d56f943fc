import { type Driver, PROFILE_SECTIONS, type ProfileSection } from '@freight/domain';

/**
 * The sections of driver registration (spec 2), in the order the wizard walks them. The profile sections the server
 * checks before approval (PROFILE_SECTIONS) plus two that only inform (subscriptions, payment) and the summary.
 */
const DRIVER_TABS = [
  'type',
  'commercial',
  'regions',
  'vehicles',
  'experience',
  'references',
  'subscriptions',
  'deposit',
  'payment',
  'base',
  'summary',
] as const;
export type DriverTab = (typeof DRIVER_TABS)[number];

export const isDriverTab = (value: string | undefined): value is DriverTab =>
  (DRIVER_TABS as readonly string[]).includes(value ?? '');

export const isProfileSection = (tab: string): tab is ProfileSection =>
  (PROFILE_SECTIONS as readonly string[]).includes(tab);

/** Company details matter only to commercial drivers, so the others never see that tab. */
export const visibleTabs = (driver: Driver | null): DriverTab[] =>
  DRIVER_TABS.filter((tab) => tab !== 'commercial' || driver?.driver_type === 'commercial');

/** The tab the wizard moves on to after saving `tab`; the summary is the last stop. */
export const nextTab = (tab: DriverTab, driver: Driver | null): DriverTab => {
  const tabs = visibleTabs(driver);
  return tabs[tabs.indexOf(tab) + 1] ?? 'summary';
};

const isCommercial = (driver: Driver) => driver.driver_type === 'commercial';

/** What the server still misses, or, before the profile exists, every section it will check. */
export const missingSections = (driver: Driver | null): ProfileSection[] => {
  if (driver) return driver.access.missing.filter((section) => section !== 'commercial' || isCommercial(driver));
  return PROFILE_SECTIONS.filter((section) => section !== 'commercial');
};

export type SectionStatus = 'missing' | 'done' | 'info';

/** How the navigation marks a tab: a required section is missing or done; the others only inform. */
export const sectionStatus = (tab: DriverTab, driver: Driver | null): SectionStatus => {
  if (!isProfileSection(tab)) return 'info';
  return missingSections(driver).includes(tab) ? 'missing' : 'done';
};

/** Which section a field named by the server (a submit refusal, a save's validation) belongs to. */
const SECTION_OF_FIELD: Record<string, DriverTab> = {
  driver_type: 'type',
  company_name: 'commercial',
  regions: 'regions',
  vehicles: 'vehicles',
  vehicle_type: 'vehicles',
  exp_years: 'experience',
  exp_accidents: 'experience',
  exp_companies: 'experience',
  exp_qualifications: 'experience',
  references: 'references',
  bank: 'deposit',
  bank_institution: 'deposit',
  bank_transit: 'deposit',
  bank_account: 'deposit',
  base_address: 'base',
  base_location: 'base',
  subscription: 'subscriptions',
  level: 'subscriptions',
};

/**
 * Groups a refusal's field messages by the tab that fixes them. Field names may be paths ("references.1.email") or
 * section names ("deposit"); one the form does not know lands on the summary, so no message is lost.
 */
export const errorsBySection = (fields: Record<string, string[]> | undefined): Partial<Record<DriverTab, string[]>> => {
  const grouped: Partial<Record<DriverTab, string[]>> = {};
  for (const [field, messages] of Object.entries(fields ?? {})) {
    const head = field.split('.')[0] ?? field;
    const tab = isDriverTab(head) ? head : (SECTION_OF_FIELD[head] ?? 'summary');
    grouped[tab] = [...(grouped[tab] ?? []), ...messages];
  }
  return grouped;
};
