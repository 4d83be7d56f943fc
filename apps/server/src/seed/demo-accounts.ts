import { checkBankDetails } from '@freight/domain';
import { bankAccounts, driverReferences, drivers, subscriptions, users, vehicles } from '../db/schema';
import { hashPassword } from '../platform/auth/passwords';
import type { Database } from '../platform/db/database';
import { DEMO_DRIVERS, type DemoDriver } from './demo-drivers';
import { DEMO_PASSWORD, DEMO_STAFF, demoEmail } from './demo-people';
import { DEMO_SHIPPERS, type DemoShipper } from './demo-shippers';
import type { SeededRandom } from './seeded-random';

const DAY_MS = 86_400_000;

export type SeededShipper = DemoShipper & { userId: string };
export type SeededDriver = DemoDriver & { userId: string; driverId: string };
export type DemoAccounts = { staffId: string; shippers: SeededShipper[]; drivers: SeededDriver[] };

const REFERENCE_NAMES = [
  'Barb Lindgren',
  'Wayne Olson',
  'Carmen Diaz',
  'Pete Hiebert',
  'Shauna MacLeod',
  'Dale Kuntz',
  'Amrit Gill',
  'Rick Sorensen',
  'Lucie Gagnon',
  'Marty Klassen',
  'Joanne Pelletier',
  'Hank Johansson',
];
const REFERENCE_RELATIONS = ['former dispatcher', 'customer', 'fleet manager', 'shop foreman', 'former employer'];
const REFERENCE_COMPANIES = [
  'Prairie Co-op Ag',
  'Central Equipment',
  'Lakeside Auto Auction',
  'Summit Heavy Equipment',
  'Northland Farm Supply',
  'Valley Truck Repair',
];

/** A 9-digit ABA routing number: a Federal Reserve district prefix, six digits and the check digit it needs. */
const abaRoutingNumber = (random: SeededRandom): string => {
  const body = `${random.pick(['07', '08', '09', '10', '11'])}${random.digits(6)}`;
  const weights = [3, 7, 1, 3, 7, 1, 3, 7];
  const sum = [...body].reduce((total, digit, at) => total + Number(digit) * (weights[at] ?? 0), 0);
  return `${body}${(10 - (sum % 10)) % 10}`;
};

/** Deposit details in the country's own format, checked by the same rules the bank form uses. */
const bankFor = (driver: DemoDriver, random: SeededRandom) => {
  const details =
    driver.country === 'CAN'
      ? {
          bank_institution: driver.bankInstitution ?? '003',
          bank_transit: random.digits(5),
          bank_account: random.digits(7),
        }
      : { bank_institution: '', bank_transit: abaRoutingNumber(random), bank_account: random.digits(10) };
  const checked = checkBankDetails(details, driver.country);
  if (!checked.ok)
    throw new Error(`demo seed: bad bank details for ${driver.login}: ${JSON.stringify(checked.fields)}`);
  const { bank_institution, bank_transit, bank_account } = checked.details;
  return {
    country: driver.country,
    bankInstitution: bank_institution,
    bankTransit: bank_transit,
    bankAccount: bank_account,
  };
};

const referencesFor = (random: SeededRandom) =>
  random.sample(REFERENCE_NAMES, 3).map((name, position) => ({
    position,
    name,
    relation: random.pick(REFERENCE_RELATIONS),
    company: random.pick(REFERENCE_COMPANIES),
    telephone: `+1306555${String(150 + random.int(0, 49)).padStart(4, '0')}`,
    email: `${name.toLowerCase().replace(/[^a-z]+/g, '.')}@example.com`,
  }));

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

/**
 * Registered, confirmed accounts that accepted the terms, with the app's own password hashing: a staff member, the
 * shippers, and drivers with complete profiles (vehicle, three references, bank details, regions, base).
 */
export const createDemoAccounts = async (
  db: Database,
  { now, random, homes }: { now: Date; random: SeededRandom; homes: Map<string, { lon: number; lat: number }> },
): Promise<DemoAccounts> => {
  const people = [DEMO_STAFF, ...DEMO_SHIPPERS, ...DEMO_DRIVERS];
  // One hash each (argon2 salts every hash), computed together: about 35 ms apiece.
  const hashes = await Promise.all(people.map(() => hashPassword(DEMO_PASSWORD)));
  const rows = people.map((person, at) => {
    const createdAt = new Date(now.getTime() - random.int(30, 400) * DAY_MS);
    return {
      name: person.name,
      email: demoEmail(person.login),
      telephone: person.telephone,
      passwordHash: hashes[at] ?? null,
      status: 'verified' as const,
      emailConfirmedAt: new Date(createdAt.getTime() + 600_000),
      termsAcceptedAt: createdAt,
      isStaff: person === DEMO_STAFF,
      unitChoice: person.country === 'USA' ? ('imp' as const) : ('metric' as const),
      currencyChoice: person.country === 'USA' ? 'usd' : 'cad',
      languageChoice: person.language ?? 'en-us',
      createdAt,
    };
  });
  const inserted = await db.insert(users).values(rows).returning({ id: users.id, email: users.email });
  const idOf = (login: string) => {
    const found = inserted.find((row) => row.email === demoEmail(login));
    if (!found) throw new Error(`demo seed: ${login} was not inserted`);
    return found.id;
  };
  const staffId = idOf(DEMO_STAFF.login);

  const driverRows = DEMO_DRIVERS.map((driver) => {
    const base = homes.get(driver.home);
    if (!base) throw new Error(`demo seed: no base location for ${driver.login}`);
    const submittedAt = new Date(
      now.getTime() - (driver.profileState === 'submitted' ? 1 : random.int(20, 200)) * DAY_MS,
    );
    const isDecided = driver.profileState === 'approved';
    return {
      userId: idOf(driver.login),
      driverType: driver.driverType,
      companyName: driver.companyName,
      regions: [...driver.regions],
      expYears: driver.expYears,
      expAccidents: driver.expAccidents,
      expCompanies: driver.expCompanies,
      expQualifications: driver.expQualifications,
      baseAddress: driver.home,
      baseLon: base.lon,
      baseLat: base.lat,
      profileState: driver.profileState,
      submittedAt,
      decidedAt: isDecided ? new Date(submittedAt.getTime() + DAY_MS) : null,
      decidedBy: isDecided ? staffId : null,
      createdAt: new Date(submittedAt.getTime() - 2 * DAY_MS),
      updatedAt: submittedAt,
    };
  });
  const insertedDrivers = await db
    .insert(drivers)
    .values(driverRows)
    .returning({ id: drivers.id, userId: drivers.userId });
  const seededDrivers = DEMO_DRIVERS.map((driver) => {
    const userId = idOf(driver.login);
    const driverId = insertedDrivers.find((row) => row.userId === userId)?.id;
    if (!driverId) throw new Error(`demo seed: no driver profile for ${driver.login}`);
    return { ...driver, userId, driverId };
  });

  await db.insert(vehicles).values(
    seededDrivers.map(({ driverId, vehicle }) => ({
      driverId,
      ...vehicle,
      license: `${random.letters(3)} ${random.digits(3)}`,
      insurancePolicyNumber: `POL-${random.digits(8)}`,
      insuranceExpiry: isoDay(new Date(now.getTime() + random.int(60, 330) * DAY_MS)),
    })),
  );
  await db
    .insert(driverReferences)
    .values(seededDrivers.flatMap(({ driverId }) => referencesFor(random).map((ref) => ({ driverId, ...ref }))));
  await db
    .insert(bankAccounts)
    .values(seededDrivers.map((driver) => ({ driverId: driver.driverId, ...bankFor(driver, random) })));
  const premium = seededDrivers.filter((driver) => driver.level > 0);
  if (premium.length > 0) {
    await db.insert(subscriptions).values(
      premium.map(({ driverId, level }) => ({
        driverId,
        level,
        startedAt: new Date(now.getTime() - random.int(10, 150) * DAY_MS),
        // No payment gateway yet: staff grants the paid levels (see the subscriptions table).
        grantedBy: staffId,
      })),
    );
  }

  return {
    staffId,
    shippers: DEMO_SHIPPERS.map((shipper) => ({ ...shipper, userId: idOf(shipper.login) })),
    drivers: seededDrivers,
  };
};
