import {
  AdminAuditPageSchema,
  type AdminAuditQuery,
  type AdminCancelHaulBody,
  AdminCancelHaulResponseSchema,
  AdminHaulDetailSchema,
  AdminHaulPageSchema,
  type AdminHaulsQuery,
  AdminLeadPageSchema,
  AdminMoneySchema,
  AdminOutboxPageSchema,
  type AdminOutboxQuery,
  AdminPayoutSchema,
  PaymentRequestListSchema,
} from '@freight/domain';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client';

/** Every staff console query starts with this key, so an action refreshes what it changed without guessing. */
export const ADMIN_KEY = ['admin'] as const;

/** The query string of a filter object, leaving out empty values (so an empty filter is no filter). */
const queryString = (filters: Record<string, unknown>) => {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) {
    if (value !== undefined && value !== null && value !== '' && value !== false) query.set(name, String(value));
  }
  return query.toString();
};

export const useAdminHauls = (filters: AdminHaulsQuery) =>
  useQuery(
    queryOptions({
      queryKey: [...ADMIN_KEY, 'hauls', filters],
      queryFn: ({ signal }) =>
        apiRequest(`/admin/hauls/?${queryString(filters)}`, { schema: AdminHaulPageSchema, signal }),
      placeholderData: keepPreviousData,
    }),
  );

export const useAdminHaul = (haulId: string) =>
  useQuery({
    queryKey: [...ADMIN_KEY, 'haul', haulId],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/hauls/${encodeURIComponent(haulId)}/`, { schema: AdminHaulDetailSchema, signal }),
  });

/**
 * PUT /admin/hauls/{id}/cancel/: cancelled at the shipper's request, refunded in full. The detail is read again
 * rather than taken from the answer: the staff-action log entry for this cancel is written once the answer has gone
 * (the audit hook), so the answer's detail never lists it.
 */
export const useCancelHaul = (haulId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminCancelHaulBody) =>
      apiRequest(`/admin/hauls/${encodeURIComponent(haulId)}/cancel/`, {
        method: 'PUT',
        body,
        schema: AdminCancelHaulResponseSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
};

export const useAdminMoney = () =>
  useQuery({
    queryKey: [...ADMIN_KEY, 'money'],
    queryFn: ({ signal }) => apiRequest('/admin/money/', { schema: AdminMoneySchema, signal }),
  });

export const useOpenPaymentRequests = () =>
  useQuery({
    queryKey: [...ADMIN_KEY, 'payment-requests'],
    queryFn: ({ signal }) => apiRequest('/admin/payment_requests/', { schema: PaymentRequestListSchema, signal }),
  });

/** PUT /admin/payouts/{id}/retry/: a failed payout goes back in the queue. */
export const useRetryPayout = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (payoutId: string) =>
      apiRequest(`/admin/payouts/${encodeURIComponent(payoutId)}/retry/`, { method: 'PUT', schema: AdminPayoutSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_KEY }),
  });
};

export const useOutbox = (filters: AdminOutboxQuery) =>
  useQuery({
    queryKey: [...ADMIN_KEY, 'outbox', filters],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/outbox/?${queryString(filters)}`, { schema: AdminOutboxPageSchema, signal }),
    placeholderData: keepPreviousData,
  });

export const useLeads = (page: number) =>
  useQuery({
    queryKey: [...ADMIN_KEY, 'leads', page],
    queryFn: ({ signal }) => apiRequest(`/admin/leads/?page=${page}`, { schema: AdminLeadPageSchema, signal }),
    placeholderData: keepPreviousData,
  });

export const useAudit = (filters: AdminAuditQuery) =>
  useQuery({
    queryKey: [...ADMIN_KEY, 'audit', filters],
    queryFn: ({ signal }) =>
      apiRequest(`/admin/audit/?${queryString(filters)}`, { schema: AdminAuditPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
