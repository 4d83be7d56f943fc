import {
  acceptGaps,
  type Bank,
  type Driver,
  type DriverAccess,
  type DriverGap,
  type DriverStanding,
  isDriver,
  maskAccountNumber,
  type Subscription,
  type SubscriptionLevel,
  searchGaps,
  type Vehicle,
} from '@freight/domain';
import type { BankRow, DriverRecord, SubscriptionRecord, VehicleRow } from './drivers.repository';
import { isBankComplete, missingSections } from './profile-completeness';

export const toVehicleView = (row: VehicleRow): Vehicle => ({
  id: row.id,
  vehicle_type: row.vehicleType as Vehicle['vehicle_type'],
  make: row.make,
  model: row.model,
  year: row.year,
  color: row.color,
  license: row.license,
  insurance_company: row.insuranceCompany,
  insurance_policy_number: row.insurancePolicyNumber,
  insurance_expiry: row.insuranceExpiry,
  capacity_kg: row.capacityKg,
  deck_length_m: row.deckLengthM,
  deck_width_m: row.deckWidthM,
  max_load_height_m: row.maxLoadHeightM,
});

/** The only shape a bank row leaves the server in: the account number masked to its last four digits. */
export const toBankView = (row: BankRow): Bank => ({
  id: row.id,
  country: row.country,
  bank_institution: row.bankInstitution,
  bank_transit: row.bankTransit,
  bank_account: maskAccountNumber(row.bankAccount),
  complete: isBankComplete(row),
});

const toSubscriptionView = (row: SubscriptionRecord): Subscription => ({
  id: row.id,
  level: row.level as SubscriptionLevel,
  status: row.status,
  started_at: row.startedAt.toISOString(),
  ended_at: row.endedAt?.toISOString() ?? null,
  loads_hauled: row.loadsHauled,
});

const standingOf = (record: DriverRecord): DriverStanding => {
  const active = record.subscriptions.find((subscription) => subscription.status === 'active');
  return {
    driverType: record.driver.driverType,
    profileState: record.driver.profileState,
    subscriptionLevel: (active?.level ?? 0) as SubscriptionLevel,
  };
};

const accessOf = (record: DriverRecord): DriverAccess => {
  const standing = standingOf(record);
  const search = searchGaps(standing);
  const accept = acceptGaps(standing);
  const gaps = [...new Set<DriverGap>([...search, ...accept])];
  return {
    is_driver: isDriver(standing),
    can_search: search.length === 0,
    can_accept: accept.length === 0,
    gaps,
    missing: missingSections(record),
  };
};

/** Spec 3, Driver, as its owner and staff see it. */
export const toDriverView = (record: DriverRecord): Driver => {
  const { driver } = record;
  return {
    id: driver.id,
    user: driver.userId,
    driver_type: driver.driverType,
    company_name: driver.companyName,
    regions: driver.regions,
    exp_years: driver.expYears,
    exp_accidents: driver.expAccidents,
    exp_companies: driver.expCompanies,
    exp_qualifications: driver.expQualifications,
    references: record.references.map(({ name, relation, company, telephone, email }) => ({
      name,
      relation,
      company,
      telephone,
      email,
    })),
    vehicles: record.vehicles.map(toVehicleView),
    bank: record.bank ? toBankView(record.bank) : null,
    subscriptions: record.subscriptions.map(toSubscriptionView),
    subscription_level: standingOf(record).subscriptionLevel,
    notifications: record.notifications,
    base_address: driver.baseAddress,
    base_location: driver.baseLon === null || driver.baseLat === null ? null : [driver.baseLon, driver.baseLat],
    profile_state: driver.profileState,
    submitted_at: driver.submittedAt?.toISOString() ?? null,
    decided_at: driver.decidedAt?.toISOString() ?? null,
    decision_reason: driver.decisionReason,
    access: accessOf(record),
  };
};
