import { type HaulDetailsBody, HaulSchema } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client';
import { haulQueryKey } from '../../shared/hauls/haul-api';

const useHaulMutation = (send: (options: { haulId: string; body: HaulDetailsBody }) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (options: { haulId: string; body: HaulDetailsBody }) => HaulSchema.parse(await send(options)),
    onSuccess: (haul) => queryClient.setQueryData(haulQueryKey(haul.id), haul),
    // A refused publish may still have saved the draft (spec 8): what is shown must be what is stored.
    onError: (_error, { haulId }) => void queryClient.invalidateQueries({ queryKey: haulQueryKey(haulId) }),
  });
};

/** POST /haul/{id}/save_draft/ */
export const useSaveDraft = () =>
  useHaulMutation(({ haulId, body }) =>
    apiRequest(`/haul/${haulId}/save_draft/`, { method: 'POST', body, schema: HaulSchema }),
  );

/** PUT /haul/{id}/publish/: saves, then posts; refused with needs_confirmation when the email or terms are missing. */
export const usePublish = () =>
  useHaulMutation(({ haulId, body }) =>
    apiRequest(`/haul/${haulId}/publish/`, { method: 'PUT', body, schema: HaulSchema }),
  );

/** PATCH /haul/{id}/: changes to a posted load while no driver has it (re-priced on the server). */
export const useEditHaul = () =>
  useHaulMutation(({ haulId, body }) => apiRequest(`/haul/${haulId}/`, { method: 'PATCH', body, schema: HaulSchema }));
