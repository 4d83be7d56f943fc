import type { Person } from './demo-people';
import type { DemoArea } from './demo-places';

/** The demo's shippers: who they are, what they ship and between which places. */
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
