import type { CountryCode } from '../geo/regions';
import type { LoadType } from '../hauls/load-types';
import type { QuoteNote } from './quote-lines';

/**
 * A customs broker's entry for a truck shipment, USD 95 of entry preparation and USD 12 of electronic transmission,
 * with a single-entry bond of about USD 120 [GERA]: USD 227, 311 CAD at 1.37. Charged once, for the importing side.
 */
export const CUSTOMS_BROKER_CENTS = 31_100;

/** Load types that drive themselves: leaving the US they need an export filing 72 hours ahead [BB]. */
const SELF_PROPELLED: readonly LoadType[] = ['vehicle', 'machinery', 'powersports'];

export const isCrossBorder = (origin: CountryCode, destination: CountryCode) => origin !== destination;

/**
 * What the shipper must provide at the border, by code: a bill of sale for every cross-border load (customs values the
 * load from it [BB]), and for a self-propelled vehicle or machine leaving the United States, its title for the US export
 * filing made 72 hours ahead [BB]. None for a load that stays in one country.
 */
export const borderNotes = (input: {
  originCountry: CountryCode;
  destinationCountry: CountryCode;
  loadType: LoadType;
}): QuoteNote[] => {
  if (!isCrossBorder(input.originCountry, input.destinationCountry)) return [];
  const leavesUsWithVehicle = input.originCountry === 'USA' && SELF_PROPELLED.includes(input.loadType);
  return leavesUsWithVehicle ? ['bill_of_sale', 'us_vehicle_export'] : ['bill_of_sale'];
};
