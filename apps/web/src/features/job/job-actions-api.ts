import { type DeleteHaulBody, type Haul, HaulSchema } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client';
import { haulQueryKey } from '../../shared/hauls/haul-api';

/** A shipper's action on a load; the answer is the load as it is now, so the page and lists update at once. */
const useHaulAction = <Variables>(send: (variables: Variables) => Promise<Haul>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (haul) => {
      queryClient.setQueryData(haulQueryKey(haul.id), haul);
      void queryClient.invalidateQueries({ queryKey: ['hauls'] });
    },
  });
};

export const useBoost = () =>
  useHaulAction((haulId: string) =>
    apiRequest(`/haul/${haulId}/boost/`, { method: 'PUT', body: { boost: true }, schema: HaulSchema }),
  );

export const useDeleteHaul = () =>
  useHaulAction(({ haulId, body }: { haulId: string; body: DeleteHaulBody }) =>
    apiRequest(`/haul/${haulId}/`, { method: 'DELETE', body, schema: HaulSchema }),
  );

export const useCloneHaul = () =>
  useHaulAction((haulId: string) => apiRequest(`/haul/${haulId}/clone/`, { method: 'POST', schema: HaulSchema }));

export const useResumeHaul = () =>
  useHaulAction((haulId: string) => apiRequest(`/haul/${haulId}/resume/`, { method: 'POST', schema: HaulSchema }));
