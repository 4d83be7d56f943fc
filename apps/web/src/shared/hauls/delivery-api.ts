import {
  type DeliveryInspectionBody,
  DriverLocationSchema,
  HaulSchema,
  type LocationBody,
  type PickupInspectionBody,
} from '@freight/domain';
import { apiRequest } from '../api/api-client';

/**
 * The holding driver's three moves on the road (spec 7), shared by the job page and the offline outbox, which sends
 * the same requests later. Picking up again answers the load as it is; completing again is refused as
 * `haul_already_completed`, which the outbox counts as done.
 */
/** `PUT /haul/{id}/pick_up/` with the pickup inspection (the eBOL) in the body; null only for a legacy saved move. */
export const pickUpRequest = (haulId: string, inspection: PickupInspectionBody | null) =>
  apiRequest(`/haul/${haulId}/pick_up/`, { method: 'PUT', body: inspection ?? undefined, schema: HaulSchema });

/** `POST /haul/{id}/complete/?code=`: the code travels in the query, as the spec has it; the delivery inspection in the body. */
export const completeRequest = (haulId: string, code: string, inspection: DeliveryInspectionBody | null) =>
  apiRequest(`/haul/${haulId}/complete/?code=${encodeURIComponent(code)}`, {
    method: 'POST',
    body: inspection ?? undefined,
    schema: HaulSchema,
  });

/** The spec's postLocation: `POST /haul/{id}/location/` (path documented in the server's delivery module). */
export const locationRequest = (haulId: string, body: LocationBody) =>
  apiRequest(`/haul/${haulId}/location/`, { method: 'POST', body, schema: DriverLocationSchema });
