import type { DriverType, SubscriptionLevel, VehicleType } from '@freight/domain';
import type { DemoArea } from './demo-places';

/** Every demo account's email ends with this; the seed finds (and replaces) earlier demo data by it. */
export const DEMO_EMAIL_DOMAIN = 'demo.freight.example';
/** The one password of every demo account (README, "Demo data"). */
export const DEMO_PASSWORD = 'demo-password-2026';

export const demoEmail = (local: string) => `${local}@${DEMO_EMAIL_DOMAIN}`;

type Person = {
  /** Before the @ of the email. */
  login: string;
  name: string;
  /** E.164, in the 555-01xx range set aside for fiction. */
  telephone: string;
  /** The town they live or work in, "Name, XX" as the gazetteer knows it. */
  home: string;
  country: 'CAN' | 'USA';
  language?: 'en-us' | 'fr';
};

export type DemoShipper = Person & {
  /** Who this is, for the README and the load descriptions. */
  about: string;
  /** Where their loads start and end. */
  from: DemoArea;
  to: DemoArea;
  /** The spec catalogue categories they ship (data/*.csv `category`). */
  categories: readonly string[];
  /** How many loads they have in the demo (drafts, posted and accepted). */
  loads: number;
  /** What the load leaves from and goes to: a farm yard, a dealer's lot, a buyer's yard. */
  yard: string;
  dropOff: string;
  instructions: readonly string[];
};

type DemoVehicle = {
  vehicleType: VehicleType;
  make: string;
  model: string;
  year: number;
  color: string;
  insuranceCompany: string;
  capacityKg: number;
  deckLengthM: number;
  deckWidthM: number;
  maxLoadHeightM: number;
};

export type DemoDriver = Person & {
  about: string;
  driverType: DriverType;
  companyName: string;
  level: SubscriptionLevel;
  profileState: 'approved' | 'submitted';
  regions: readonly string[];
  expYears: number;
  expAccidents: number;
  expCompanies: string;
  expQualifications: string;
  vehicle: DemoVehicle;
  /** Canadian institution number (3 digits, Payments Canada) for CAN banks; US drivers get an ABA routing number. */
  bankInstitution?: string;
};

export const DEMO_STAFF: Person & { about: string } = {
  login: 'staff',
  name: 'Dana Whitford',
  telephone: '+13065550100',
  home: 'Saskatoon, SK',
  country: 'CAN',
  about: 'staff: approves driver profiles, sees every load',
};

export const DEMO_SHIPPERS: readonly DemoShipper[] = [
  {
    login: 'farmer',
    name: 'Lorne Kowalchuk',
    telephone: '+13065550101',
    home: 'Rosetown, SK',
    country: 'CAN',
    about: 'Saskatchewan grain farmer moving tractors, air carts and trucks',
    from: 'prairies_ca',
    to: 'prairies_ca',
    categories: ['tractor', 'air_cart', 'pickup'],
    loads: 70,
    yard: 'Farm yard',
    dropOff: 'Buyer’s farm yard',
    instructions: [
      'Yard is 3 km north of the highway; call when you turn off the grid road.',
      'Tractor starts and drives; I can load it with the ramp in the yard.',
      'Gravel approach, firm in dry weather. Please text before arriving.',
    ],
  },
  {
    login: 'family',
    name: 'Priya Desai',
    telephone: '+16135550102',
    home: 'Ottawa, ON',
    country: 'CAN',
    about: 'family moving their cars from Ontario to Alberta',
    from: 'ontario_ca',
    to: 'alberta_ca',
    categories: ['car', 'suv', 'van'],
    loads: 3,
    yard: 'Driveway',
    dropOff: 'New home',
    instructions: [
      'Car runs and drives. Street parking in front of the house.',
      'Keys with the neighbour at number 14 if we are out.',
      'Please call the day before pickup.',
    ],
  },
  {
    login: 'dealer',
    name: 'Hawkeye Equipment Sales',
    telephone: '+15155550103',
    home: 'Ames, IA',
    country: 'USA',
    about: 'Iowa equipment dealer shipping sold machines to buyers',
    from: 'midwest_us',
    to: 'midwest_us',
    categories: ['tractor', 'skid_steer', 'backhoe', 'excavator', 'wheel_loader'],
    loads: 70,
    yard: 'Dealer lot',
    dropOff: 'Buyer’s yard',
    instructions: [
      'Forklift and loading ramp on site; ask for the yard manager.',
      'Open Monday to Saturday; enter through the east gate.',
      'Machine is washed and ready; paperwork at the front desk.',
    ],
  },
  {
    login: 'rvdealer',
    name: 'Okanagan RV Centre',
    telephone: '+12505550104',
    home: 'Kelowna, BC',
    country: 'CAN',
    about: 'BC RV dealer delivering trailers and fifth wheels',
    from: 'west_ca',
    to: 'west_ca',
    categories: ['travel_trailer', 'fifth_wheel'],
    loads: 40,
    yard: 'RV lot',
    dropOff: 'Customer’s home',
    instructions: [
      'Units are hitch-ready; bring a ball or fifth-wheel hitch to match.',
      'Pickup at the service bay, back of the lot.',
    ],
  },
  {
    login: 'contractor',
    name: 'Red River Excavating',
    telephone: '+12045550105',
    home: 'Winnipeg, MB',
    country: 'CAN',
    about: 'Manitoba earthworks contractor moving machines between job sites',
    from: 'prairies_ca',
    to: 'prairies_ca',
    categories: ['excavator', 'skid_steer', 'backhoe', 'wheel_loader'],
    loads: 40,
    yard: 'Job site',
    dropOff: 'Job site',
    instructions: [
      'Site access off the service road; hard hats and vests on site.',
      'Operator on site to load from 7 am.',
    ],
  },
  {
    login: 'rancher',
    name: 'Brazos Valley Ranch',
    telephone: '+12545550106',
    home: 'Waco, TX',
    country: 'USA',
    about: 'Texas ranch buying and selling trucks, tractors and side-by-sides',
    from: 'southern_plains_us',
    to: 'southern_plains_us',
    categories: ['pickup', 'tractor', 'utv', 'atv'],
    loads: 30,
    yard: 'Ranch headquarters',
    dropOff: 'Buyer’s place',
    instructions: ['Cattle guard at the gate; close it behind you.', 'Loading chute and ramp by the barn.'],
  },
  {
    login: 'implement',
    name: 'Big Sky Implement',
    telephone: '+14065550107',
    home: 'Great Falls, MT',
    country: 'USA',
    about: 'Montana implement dealer shipping tractors and air seeders across the northern plains',
    from: 'northern_plains_us',
    to: 'northern_plains_us',
    categories: ['tractor', 'air_cart', 'pickup'],
    loads: 27,
    yard: 'Implement yard',
    dropOff: 'Customer’s farm',
    instructions: ['Loader tractor available to help load.', 'Drive-through yard, room for a 53 ft trailer.'],
  },
  {
    login: 'autodealer',
    name: 'Lakeshore Motors',
    telephone: '+15195550108',
    home: 'London, ON',
    country: 'CAN',
    about: 'Ontario used-car dealer delivering cars, SUVs and pickups in Ontario and Quebec',
    from: 'east_ca',
    to: 'east_ca',
    categories: ['car', 'suv', 'pickup', 'van'],
    loads: 20,
    yard: 'Dealer lot',
    dropOff: 'Customer’s home',
    instructions: ['Keys at the service desk; vehicles are in the back row.', 'Open 9 to 6, Saturday 9 to 4.'],
  },
];

export const DEMO_DRIVERS: readonly DemoDriver[] = [
  {
    login: 'hotshot',
    name: 'Jesse Tremblay',
    telephone: '+13065550111',
    home: 'Saskatoon, SK',
    country: 'CAN',
    about: 'approved basic driver: hotshot, Saskatchewan and Alberta',
    driverType: 'commercial',
    companyName: 'Prairie Hotshot Ltd.',
    level: 0,
    profileState: 'approved',
    regions: ['SK', 'AB', 'MB'],
    expYears: 8,
    expAccidents: 0,
    expCompanies: 'Tremblay Farms (own trucking), Northern Haul Inc.',
    expQualifications: 'Class 1A licence, air brake endorsement, load securement course',
    bankInstitution: '003',
    vehicle: {
      vehicleType: 'hotshot',
      make: 'Ram',
      model: '3500 with 40 ft gooseneck',
      year: 2021,
      color: 'white',
      insuranceCompany: 'SGI',
      capacityKg: 7_250,
      deckLengthM: 12.2,
      deckWidthM: 2.59,
      maxLoadHeightM: 3.2,
    },
  },
  {
    login: 'carhauler',
    name: 'Maria Gonzalez',
    telephone: '+15155550112',
    home: 'Des Moines, IA',
    country: 'USA',
    about: 'approved basic driver: three-car carrier, Midwest',
    driverType: 'commercial',
    companyName: 'Gonzalez Auto Transport LLC',
    level: 0,
    profileState: 'approved',
    regions: ['IA', 'NE', 'MN', 'MO', 'IL', 'WI'],
    expYears: 11,
    expAccidents: 1,
    expCompanies: 'Midwest Auto Carriers, self-employed since 2019',
    expQualifications: 'CDL Class A, USDOT number, cargo insurance $250,000',
    vehicle: {
      vehicleType: 'car_carrier',
      make: 'Ford',
      model: 'F-550 with 3-car wedge',
      year: 2020,
      color: 'black',
      insuranceCompany: 'Progressive Commercial',
      capacityKg: 6_800,
      deckLengthM: 12.8,
      deckWidthM: 2.59,
      maxLoadHeightM: 2.2,
    },
  },
  {
    login: 'flatbed',
    name: 'Tom Becker',
    telephone: '+14035550113',
    home: 'Lethbridge, AB',
    country: 'CAN',
    about: 'approved basic driver: 48 ft flatbed, Alberta and BC',
    driverType: 'commercial',
    companyName: 'Becker Flatbed Services',
    level: 0,
    profileState: 'approved',
    regions: ['AB', 'BC', 'SK'],
    expYears: 15,
    expAccidents: 0,
    expCompanies: 'Southern Alberta Freight, Chinook Transport',
    expQualifications: 'Class 1, oversize permits experience, TDG certificate',
    bankInstitution: '004',
    vehicle: {
      vehicleType: 'flatbed',
      make: 'Kenworth',
      model: 'T880 with 48 ft flatbed',
      year: 2019,
      color: 'red',
      insuranceCompany: 'Intact Insurance',
      capacityKg: 21_000,
      deckLengthM: 14.6,
      deckWidthM: 2.59,
      maxLoadHeightM: 2.6,
    },
  },
  {
    login: 'stepdeck',
    name: 'Grant McAllister',
    telephone: '+14035550114',
    home: 'Red Deer, AB',
    country: 'CAN',
    about: 'premium driver (level 2): 53 ft step deck, the Prairies and BC',
    driverType: 'commercial',
    companyName: 'McAllister Heavy Haul',
    level: 2,
    profileState: 'approved',
    regions: ['AB', 'SK', 'MB', 'BC'],
    expYears: 22,
    expAccidents: 0,
    expCompanies: 'Parkland Heavy Haul, Western Equipment Movers',
    expQualifications: 'Class 1, pilot car certified, oversize and overweight permits in four provinces',
    bankInstitution: '001',
    vehicle: {
      vehicleType: 'step_deck',
      make: 'Peterbilt',
      model: '389 with 53 ft step deck',
      year: 2022,
      color: 'blue',
      insuranceCompany: 'Northbridge Insurance',
      capacityKg: 21_700,
      deckLengthM: 16.2,
      deckWidthM: 2.59,
      maxLoadHeightM: 3.05,
    },
  },
  {
    login: 'lowboy',
    name: 'Kyle Andersen',
    telephone: '+17015550115',
    home: 'Fargo, ND',
    country: 'USA',
    about: 'premium driver (level 2): lowboy, northern plains and Midwest',
    driverType: 'commercial',
    companyName: 'Red River Lowboy Inc.',
    level: 2,
    profileState: 'approved',
    regions: ['ND', 'MN', 'SD', 'IA', 'MT', 'NE'],
    expYears: 18,
    expAccidents: 1,
    expCompanies: 'Dakota Heavy Transport, Andersen Construction',
    expQualifications: 'CDL Class A, oversize permits, crane and rigging certificate',
    vehicle: {
      vehicleType: 'lowboy',
      make: 'Kenworth',
      model: 'W990 with Trail King 55-ton lowboy',
      year: 2023,
      color: 'green',
      insuranceCompany: 'Great West Casualty',
      capacityKg: 36_000,
      deckLengthM: 8.8,
      deckWidthM: 2.59,
      maxLoadHeightM: 3.6,
    },
  },
  {
    login: 'carcarrier',
    name: 'Nadia Roy',
    telephone: '+15195550116',
    home: 'London, ON',
    country: 'CAN',
    language: 'fr',
    about: 'premium driver (level 1): car carrier, Ontario and Quebec, long runs west',
    driverType: 'commercial',
    companyName: 'Transport Roy Auto',
    level: 1,
    profileState: 'approved',
    regions: ['ON', 'QC', 'MB', 'SK', 'AB'],
    expYears: 9,
    expAccidents: 0,
    expCompanies: 'Autoport Logistics, Transport Roy Auto since 2021',
    expQualifications: 'Class AZ, CVOR, cargo insurance $500,000',
    bankInstitution: '815',
    vehicle: {
      vehicleType: 'car_carrier',
      make: 'Freightliner',
      model: 'M2 106 with 4-car wedge',
      year: 2021,
      color: 'silver',
      insuranceCompany: 'Desjardins Insurance',
      capacityKg: 9_000,
      deckLengthM: 15.2,
      deckWidthM: 2.59,
      maxLoadHeightM: 2.2,
    },
  },
  {
    login: 'texashotshot',
    name: 'Luis Ortega',
    telephone: '+18065550117',
    home: 'Amarillo, TX',
    country: 'USA',
    language: 'en-us',
    about: 'premium driver (level 1): hotshot, Texas, Oklahoma and Kansas',
    driverType: 'non_commercial',
    companyName: '',
    level: 1,
    profileState: 'approved',
    regions: ['TX', 'OK', 'KS', 'NM'],
    expYears: 6,
    expAccidents: 0,
    expCompanies: 'Ortega Ranch Supply deliveries',
    expQualifications: 'CDL Class A, hazmat-free, load securement',
    vehicle: {
      vehicleType: 'hotshot',
      make: 'Chevrolet',
      model: 'Silverado 3500HD with 40 ft gooseneck',
      year: 2022,
      color: 'grey',
      insuranceCompany: 'Progressive Commercial',
      capacityKg: 7_000,
      deckLengthM: 12.2,
      deckWidthM: 2.59,
      maxLoadHeightM: 3.2,
    },
  },
  {
    login: 'newdriver',
    name: 'Colin Friesen',
    telephone: '+13065550118',
    home: 'Swift Current, SK',
    country: 'CAN',
    about: 'driver whose profile is submitted and waits for staff approval',
    driverType: 'commercial',
    companyName: 'Friesen Hauling',
    level: 0,
    profileState: 'submitted',
    regions: ['SK', 'AB'],
    expYears: 3,
    expAccidents: 0,
    expCompanies: 'Friesen Family Farms',
    expQualifications: 'Class 1A licence, air brake endorsement',
    bankInstitution: '010',
    vehicle: {
      vehicleType: 'flatbed',
      make: 'Ford',
      model: 'F-450 with 32 ft deckover',
      year: 2018,
      color: 'white',
      insuranceCompany: 'SGI',
      capacityKg: 6_000,
      deckLengthM: 9.8,
      deckWidthM: 2.59,
      maxLoadHeightM: 3.0,
    },
  },
];
