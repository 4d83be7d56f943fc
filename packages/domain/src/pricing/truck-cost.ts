import type { LineAmounts } from './line-amounts';
import type { TruckRates } from './rates-table';

/** The sum of each distance band's marginal rate, in exact cents: the price per km falls with distance, never to 0. */
const lineHaulCents = (rates: TruckRates, distanceKm: number): number => {
  let total = 0;
  let fromKm = 0;
  for (const band of rates.bands) {
    const km = Math.min(distanceKm, band.untilKm) - fromKm;
    if (km <= 0) break;
    total += km * band.centsPerKm;
    fromKm = band.untilKm;
  }
  return total;
};

/** Hiring one truck over a distance: the line haul and an hour or more of loading and unloading, times `share`. */
export const truckLines = (rates: TruckRates, distanceKm: number, share = 1): LineAmounts => {
  const handling = rates.handlingCentsPerHour * rates.handlingHours * share;
  return { line_haul: lineHaulCents(rates, distanceKm) * share, loading: handling, unloading: handling };
};
