import { type CurrencyCode, ExchangeRatesResponseSchema } from '@freight/domain';
import { useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client';

/** The dated CAD rate of the reader's currency (amounts on the wire are CAD), null for CAD itself. */
export const useCadRate = (currency: CurrencyCode) =>
  useQuery({
    queryKey: ['exchange-rates'],
    queryFn: ({ signal }) => apiRequest('/exchange_rates/', { schema: ExchangeRatesResponseSchema, signal }),
    staleTime: 60 * 60_000,
    enabled: currency !== 'cad',
    select: (rates) => rates.find((rate) => rate.currency === currency) ?? null,
  });
