import {
  type PayBody,
  PayResponseSchema,
  type RequestPaymentBody,
  RequestPaymentResponseSchema,
} from '@freight/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';
import { haulQueryKey } from '../hauls/haul-api';
import type { CardAttempt } from './card-form';

/** What the payment screen sends for a load's prepayment: the card as typed (the server strips it again) and a key. */
export type HaulCardPayment = Required<Pick<PayBody, 'pan' | 'expdate' | 'cvc' | 'haul_id' | 'idempotency_key'>>;

/**
 * `POST /purchase/pay/`. Whatever the answer, the load is read again: a successful payment confirms the driver, and
 * even a failed or unanswered one may have been settled meanwhile by an earlier attempt under the same key.
 */
export const usePayForHaul = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: HaulCardPayment) =>
      apiRequest('/purchase/pay/', { method: 'POST', body, schema: PayResponseSchema }),
    // Not awaited: the screen's own callbacks (showing the answer, leaving for the load) come first; the load page
    // then shows the refreshed, confirmed load.
    onSettled: (_answer, _error, body) => {
      void queryClient.invalidateQueries({ queryKey: haulQueryKey(body.haul_id) });
      void queryClient.invalidateQueries({ queryKey: ['hauls'] });
    },
  });
};

/** `POST /purchase/request_payment/`: the shipper asks to pay another way; staff follow up. */
export const useRequestPayment = () =>
  useMutation({
    mutationFn: (body: RequestPaymentBody & { haul_id: string }) =>
      apiRequest('/purchase/request_payment/', { method: 'POST', body, schema: RequestPaymentResponseSchema }),
  });

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
