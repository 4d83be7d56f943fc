import { type CadExchangeRate, convertFromCad, MI_PER_KM, type Money, type UnitSystem } from '@freight/domain';

/**
 * The search speaks CAD and kilometres (`min_rate_per_km`, `rate_per_km`, `transport_rate`); the driver reads and
 * types amounts in their own currency, per kilometre or per mile. `rate` is the dated CAD rate of the driver's
 * currency, null while unknown (amounts then stay in CAD, which is what the load really pays).
 */
export type ReaderUnits = { unitSystem: UnitSystem; rate: CadExchangeRate | null };

/** Kilometres in the driver's distance unit: a rate per mile is the rate per km times the km in a mile. */
const kmPerUnit = (unitSystem: UnitSystem) => (unitSystem === 'imp' ? 1 / MI_PER_KM : 1);

const cadPerCurrencyUnit = (rate: CadExchangeRate | null) => (rate ? Number(rate.cadPerUnit) : 1);

const roundTo = (value: number, decimals: number) => {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
};

/** A CAD amount in the driver's currency (exact, rounded once), or as it is without a rate. */
export const inReaderCurrency = (cad: Money, rate: CadExchangeRate | null): Money =>
  rate && rate.currency !== cad.currency && cad.currency === 'cad' ? convertFromCad(cad.amountCents, rate) : cad;

/** What a load pays per kilometre or per mile, in the driver's currency: 1.85 CAD/km is 2.98 CAD/mi. */
export const ratePerDistance = (ratePerKmCad: number, { unitSystem, rate }: ReaderUnits): Money => {
  const cadCents = Math.round(ratePerKmCad * 100 * kmPerUnit(unitSystem));
  return inReaderCurrency({ amountCents: cadCents, currency: 'cad' }, rate);
};

/**
 * The minimum rate the driver typed (their currency per km or mi) as `min_rate_per_km` (CAD per km), to 4 decimals
 * so a round figure per mile survives the trip to the address and back.
 */
export const minRateToQuery = (amount: number, { unitSystem, rate }: ReaderUnits): number =>
  roundTo((amount * cadPerCurrencyUnit(rate)) / kmPerUnit(unitSystem), 4);

/** `min_rate_per_km` (CAD per km) as the driver reads it: their currency per km or mi, to the cent. */
export const minRateFromQuery = (cadPerKm: number, { unitSystem, rate }: ReaderUnits): number =>
  roundTo((cadPerKm / cadPerCurrencyUnit(rate)) * kmPerUnit(unitSystem), 2);

/** The currency amounts are read in: the rate's, else CAD. */
export const readerCurrency = (rate: CadExchangeRate | null) => rate?.currency ?? 'cad';
