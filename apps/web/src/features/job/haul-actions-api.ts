import { type DeleteHaulBody, HaulSchema, type NotInterestedBody } from '@freight/domain';
import { apiRequest } from '../../shared/api/api-client';
import { useHaulMove } from '../../shared/hauls/haul-api';

/** A driver takes a posted load at its price; of drivers accepting at once exactly one gets it. */
export const useAcceptHaul = () =>
  useHaulMove(({ haulId }: { haulId: string }) =>
    apiRequest(`/haul/${haulId}/accept/`, { method: 'PUT', schema: HaulSchema }),
  );

export const useNotInterested = () =>
  useHaulMove(({ haulId, body }: { haulId: string; body: NotInterestedBody }) =>
    apiRequest(`/haul/${haulId}/not_interested/`, { method: 'PUT', body, schema: HaulSchema }),
  );

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
