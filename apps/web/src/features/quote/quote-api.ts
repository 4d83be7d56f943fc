import {
  type ClaimShareBodySchema,
  type Haul,
  HaulSchema,
  QuotePriceSchema,
  type QuoteRequestInput,
  UserSchema,
} from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { trackEvent } from '../../shared/analytics/track-event';
import { apiRequest } from '../../shared/api/api-client';
import { haulQueryKey } from '../../shared/hauls/haul-api';

/** Prices a new draft, or the same draft again when there is one (spec 7: getQuote and its update). */
const requestQuote = ({ haulId, body }: { haulId: string | null; body: QuoteRequestInput }): Promise<Haul> =>
  haulId
    ? apiRequest(`/quote/${haulId}/`, { method: 'PUT', body, schema: HaulSchema })
    : apiRequest('/quote/', { method: 'POST', body, schema: HaulSchema });

export const useRequestQuote = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestQuote,
    onSuccess: (haul, { haulId }) => {
      queryClient.setQueryData(haulQueryKey(haul.id), haul);
      // A new quote is spec 9's AddToCart; pricing the same draft again is not a new one.
      if (!haulId) trackEvent({ name: 'AddToCart', haulId: haul.id, value: haul.shipper_rate });
    },
  });
};

/**
 * The live price while the load is being described: priced as a stored quote would be, but stored nowhere, so the
 * draft is written only when the user moves on (`useRequestQuote`).
 */
export const usePriceQuote = () =>
  useMutation({
    mutationFn: (body: QuoteRequestInput) =>
      apiRequest('/quote/price/', { method: 'POST', body, schema: QuotePriceSchema }),
  });

export const useShareQuote = () =>
  useMutation({
    mutationFn: ({ haulId, email }: { haulId: string; email: string }) =>
      apiRequest(`/haul/${haulId}/share/`, {
        method: 'POST',
        body: { email },
        schema: z.object({ detail: z.string() }),
      }),
  });

const ClaimResponseSchema = z.object({ user: UserSchema, haul: HaulSchema });

export const claimSharedQuote = (body: z.input<typeof ClaimShareBodySchema>) =>
  apiRequest('/haul/claim_share/', { method: 'POST', body, schema: ClaimResponseSchema });
