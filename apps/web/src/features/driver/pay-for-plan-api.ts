import { PayResponseSchema } from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client';
import type { CardAttempt } from '../../shared/payment/card-form';

/** A paid plan (spec 3 Payment: `driver: true` with the level); level 0 is free and never paid for. */
export type PlanPurchase = { driver: true; level: 1 | 2 };

/**
 * `POST /purchase/pay/` for a driver's plan. Whatever the answer, the session's profile is read again before the
 * form hears of it: a success starts the plan on the server, and even a failed or unanswered attempt may have been
 * settled meanwhile by an earlier one under the same key. Awaiting the reload means the new plan is on screen by the
 * time the dialog closes.
 */
export const usePayForPlan = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CardAttempt & PlanPurchase) =>
      apiRequest('/purchase/pay/', { method: 'POST', body, schema: PayResponseSchema }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['session'] }),
  });
};
