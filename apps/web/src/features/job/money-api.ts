import { HaulMoneySchema } from '@freight/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client';
import { haulQueryKey } from '../../shared/hauls/haul-api';

/** `GET /haul/{id}/money/`, under the load's own key: every move on the load (pay, complete) reads it again. */
const haulMoneyQueryOptions = (haulId: string) =>
  queryOptions({
    queryKey: [...haulQueryKey(haulId), 'money'] as const,
    queryFn: ({ signal }) => apiRequest(`/haul/${haulId}/money/`, { schema: HaulMoneySchema, signal }),
  });

export const useHaulMoney = (haulId: string, isEnabled: boolean) =>
  useQuery({ ...haulMoneyQueryOptions(haulId), enabled: isEnabled });
