import { useQuery } from '@tanstack/react-query';
import type { PlanList } from '@reelhouse/contracts/plans';
import { apiRequest } from '../../../shared/api/api-client';
import { useContentLanguage } from '../../catalogue/api/catalogue-queries';

/** The plans on sale, in the interface language. */
export function usePlans() {
  const lang = useContentLanguage();
  return useQuery({
    queryKey: ['plans', lang],
    queryFn: () => apiRequest<PlanList>(`/api/plans?lang=${lang}`),
    staleTime: 5 * 60_000,
  });
}
