import { PublicConfigSchema } from '@freight/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';

const getPublicConfig = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest('/public-config', { schema: PublicConfigSchema, signal });

// The configuration only changes with a deployment, so one fetch per visit is enough.
const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: ['public-config'], queryFn: getPublicConfig, staleTime: Number.POSITIVE_INFINITY });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
