import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from './api-client';
import { lazySchema } from './lazy-schema';

const getPublicConfig = ({ signal }: { signal?: AbortSignal } = {}) =>
  apiRequest('/public-config', { schema: lazySchema('PublicConfigSchema'), signal });

// The configuration only changes with a deployment, so one fetch per visit is enough.
const publicConfigQueryOptions = () =>
  queryOptions({ queryKey: ['public-config'], queryFn: getPublicConfig, staleTime: Number.POSITIVE_INFINITY });

export const usePublicConfig = () => useQuery(publicConfigQueryOptions());
