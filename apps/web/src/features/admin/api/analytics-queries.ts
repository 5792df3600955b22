import { adminApi } from '@reelhouse/contracts/admin-api';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';

/** The dashboard's figures for the last `days` days; the previous period stays on screen while the next loads. */
export function useAnalyticsOverview(days: number) {
  return useQuery({
    queryKey: ['admin', 'analytics', days],
    queryFn: () => callApi(adminApi.analytics.overview, { query: { days } }),
    placeholderData: keepPreviousData,
    // Plays keep coming in: an open dashboard catches up every minute.
    refetchInterval: 60_000,
  });
}
