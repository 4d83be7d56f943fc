import { type CadExchangeRate, type CurrencyCode, ExchangeRatesResponseSchema } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { useDisplaySettings } from './use-display-settings';

/** The dated CAD rate of the reader's currency (amounts on the wire are CAD), null for CAD itself. */
export const useCadRate = (currency: CurrencyCode) =>
  useQuery({
    queryKey: ['exchange-rates'],
    queryFn: ({ signal }) => apiRequest('/exchange_rates/', { schema: ExchangeRatesResponseSchema, signal }),
    staleTime: 60 * 60_000,
    enabled: currency !== 'cad',
    select: (rates) => rates.find((rate) => rate.currency === currency) ?? null,
  });

/**
 * The rate the viewer's amounts are shown at: null for a CAD viewer (nothing to convert), else their currency's
 * dated rate from the same service the server charges with, so a converted price is the amount the card is charged.
 * `isPending` while it loads: a USD price is never shown in CAD meanwhile. A failed fetch leaves CAD (rate null).
 */
export const useViewerCadRate = (): { rate: CadExchangeRate | null; isPending: boolean } => {
  const { currency } = useDisplaySettings();
  const query = useCadRate(currency);
  if (currency === 'cad') return { rate: null, isPending: false };
  return { rate: query.data ?? null, isPending: query.isPending };
};
