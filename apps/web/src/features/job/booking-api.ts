import {
  type DeliveryInspectionBody,
  HaulDriverProfileSchema,
  HaulSchema,
  type LocationBody,
  type PickupInspectionBody,
  type RejectDriverBody,
  type ReviewBody,
  ReviewSchema,
} from '@freight/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../shared/api/api-client';
import { completeRequest, locationRequest, pickUpRequest } from '../../shared/hauls/delivery-api';
import { haulQueryKey, useActionOnHaul, useHaulMove } from '../../shared/hauls/haul-api';

/** `GET /haul/{id}/driver_profile/`: the accepting driver as the shipper may see them before confirming. */
const driverProfileQueryOptions = (haulId: string) =>
  queryOptions({
    queryKey: [...haulQueryKey(haulId), 'driver_profile'] as const,
    queryFn: ({ signal }) => apiRequest(`/haul/${haulId}/driver_profile/`, { schema: HaulDriverProfileSchema, signal }),
  });

export const useDriverProfile = (haulId: string) => useQuery(driverProfileQueryOptions(haulId));

/** `PUT /haul/{id}/reject/`: the load is posted again, and backup interests can be taken up. */
export const useRejectDriver = () =>
  useHaulMove(({ haulId, body }: { haulId: string; body: RejectDriverBody }) =>
    apiRequest(`/haul/${haulId}/reject/`, { method: 'PUT', body, schema: HaulSchema }),
  );

export const usePickUp = () =>
  useHaulMove(({ haulId, inspection }: { haulId: string; inspection: PickupInspectionBody }) =>
    pickUpRequest(haulId, inspection),
  );

export const useCompleteHaul = () =>
  useHaulMove(({ haulId, code, inspection }: { haulId: string; code: string; inspection: DeliveryInspectionBody }) =>
    completeRequest(haulId, code, inspection),
  );

export const useReview = () =>
  useActionOnHaul(({ haulId, body }: { haulId: string; body: ReviewBody }) =>
    apiRequest(`/haul/${haulId}/review/`, { method: 'POST', body, schema: ReviewSchema }),
  );

export const usePostLocation = () =>
  useActionOnHaul(({ haulId, body }: { haulId: string; body: LocationBody }) => locationRequest(haulId, body));

/**
 * The load's answer says whether the viewer reviewed it (`my_review`); this mark only hides the form between a sent
 * review and the load's next answer. It sits outside the load's query key so re-reading the load does not clear it.
 */
const reviewedKey = (haulId: string, userId: string) => ['reviewed', haulId, userId] as const;

export const useReviewedMark = (haulId: string, userId: string) => {
  const queryClient = useQueryClient();
  const { data: hasReviewed } = useQuery({
    queryKey: reviewedKey(haulId, userId),
    queryFn: () => queryClient.getQueryData<boolean>(reviewedKey(haulId, userId)) ?? false,
    initialData: false,
    staleTime: Number.POSITIVE_INFINITY,
  });
  const markReviewed = () => queryClient.setQueryData(reviewedKey(haulId, userId), true);
  return { hasReviewed, markReviewed };
};
