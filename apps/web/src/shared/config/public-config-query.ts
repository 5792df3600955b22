import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@reelhouse/contracts/public-config';
import { apiRequest } from '../api/api-client';

export const publicConfigQuery = queryOptions({
  queryKey: ['public-config'],
  queryFn: () => apiRequest<PublicConfig>('/api/config'),
  staleTime: Infinity,
});

/** Operator settings (service name, contacts, links); loaded once before the shell renders. */
export function usePublicConfig(): PublicConfig {
  return useSuspenseQuery(publicConfigQuery).data;
}
