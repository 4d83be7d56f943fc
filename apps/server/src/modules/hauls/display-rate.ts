import { type CurrencyCode, convertFromCad, type DisplayRate } from '@freight/domain';
import type { ExchangeRateService } from '../exchange-rates';

/**
 * The shipper rate in the viewer's currency at the dated Bank of Canada rate (spec 9: quotes are in CAD, other
 * currencies converted). Null when there is nothing to convert; a missing rate is an error, never a guess.
 */
export const displayRateFor = async ({
  shipperRateCents,
  currency,
  exchangeRates,
}: {
  shipperRateCents: number | null;
  currency: CurrencyCode;
  exchangeRates: ExchangeRateService;
}): Promise<DisplayRate | null> => {
  if (shipperRateCents === null) return null;
  const rate = await exchangeRates.getCadRate(currency);
  return { ...convertFromCad(shipperRateCents, rate), as_of: rate.asOf };
};
