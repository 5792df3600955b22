import { adminApi } from '@reelhouse/contracts/admin-api';
import type { GrievanceListQuery, GrievanceResolution } from '@reelhouse/contracts/grievances';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callApi } from '../../../shared/api/api-client';

export function useGrievances(query: GrievanceListQuery) {
  return useQuery({
    queryKey: ['admin', 'grievances', query],
    queryFn: () => callApi(adminApi.grievances.list, { query }),
    placeholderData: keepPreviousData,
  });
}

export function useGrievance(id: number) {
  return useQuery({
    queryKey: ['admin', 'grievance', id],
    queryFn: () => callApi(adminApi.grievances.get, { params: { id } }),
    retry: false,
  });
}

export function useGrievanceReport(month: string) {
  return useQuery({
    queryKey: ['admin', 'grievance-report', month],
    queryFn: () => callApi(adminApi.grievances.report, { query: { month } }),
    placeholderData: keepPreviousData,
  });
}

/** Resolving answers the complaint; the list and the report are read again. */
export function useResolveGrievance(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GrievanceResolution) => callApi(adminApi.grievances.resolve, { params: { id }, body }),
    onSuccess: (grievance) => {
      queryClient.setQueryData(['admin', 'grievance', id], grievance);
      void queryClient.invalidateQueries({ queryKey: ['admin', 'grievances'] });
      void queryClient.invalidateQueries({ queryKey: ['admin', 'grievance-report'] });
    },
  });
}
