import { HaulInspectionsSchema } from '@freight/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../api/api-client';

/** `GET /haul/{id}/inspection/`: the load's pickup and delivery inspections (the eBOL), for its parties and staff. */
const inspectionsRequest = (haulId: string) =>
  apiRequest(`/haul/${haulId}/inspection/`, { schema: HaulInspectionsSchema });

const inspectionsQuery = (haulId: string) =>
  queryOptions({ queryKey: ['haul', haulId, 'inspection'], queryFn: () => inspectionsRequest(haulId) });

export const useHaulInspections = (haulId: string, enabled = true) =>
  useQuery({ ...inspectionsQuery(haulId), enabled });
