import { type DeleteHaulBody, HaulSchema } from '@freight/domain';
import { apiRequest } from '../../shared/api/api-client';
import { useHaulMove } from '../../shared/hauls/haul-api';

export const useBoost = () =>
  useHaulMove((haulId: string) =>
    apiRequest(`/haul/${haulId}/boost/`, { method: 'PUT', body: { boost: true }, schema: HaulSchema }),
  );

export const useDeleteHaul = () =>
  useHaulMove(({ haulId, body }: { haulId: string; body: DeleteHaulBody }) =>
    apiRequest(`/haul/${haulId}/`, { method: 'DELETE', body, schema: HaulSchema }),
  );

/** The answer is the copy, a new draft: it is cached under its own id, ready for the post flow. */
export const useCloneHaul = () =>
  useHaulMove((haulId: string) => apiRequest(`/haul/${haulId}/clone/`, { method: 'POST', schema: HaulSchema }));
